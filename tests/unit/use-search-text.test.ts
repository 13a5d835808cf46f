import { describe, expect, it } from "vitest";
import { commitSearch, followAddress, initialSearchText } from "~/components/admin/use-search-text";

describe("followAddress", () => {
  it("keeps what was typed after a search when the address catches up with that search", () => {
    // "pav" was sent; "pave" typed meanwhile; then the address shows "pav".
    const sent = commitSearch({ ...initialSearchText(""), text: "pav" }, "pav").state;
    const typing = { ...sent, text: "pave" };
    expect(followAddress(typing, "pav").text).toBe("pave");
  });

  it("shows the address's search when it changed by other means (Back, Reload, Clear filters)", () => {
    const sent = { ...commitSearch({ ...initialSearchText(""), text: "pav" }, "pav").state, seen: "pav", text: "paver" };
    expect(followAddress(sent, "")).toEqual(initialSearchText(""));
    expect(followAddress(sent, "kerb")).toEqual(initialSearchText("kerb"));
  });

  it("changes nothing while the address stays the same", () => {
    const state = { ...initialSearchText("a"), text: "ab" };
    expect(followAddress(state, "a")).toBe(state);
  });
});

describe("commitSearch", () => {
  it("adds a history entry for the first search of a burst and replaces it for the ones that follow", () => {
    const first = commitSearch({ ...initialSearchText(""), text: "pav" }, "pav");
    expect(first.replace).toBe(false);
    const second = commitSearch({ ...first.state, text: "paver" }, "paver");
    expect(second.replace).toBe(true);
  });

  it("starts a new entry after the address changed by other means", () => {
    const sent = commitSearch(initialSearchText(""), "pav").state;
    const back = followAddress({ ...sent, seen: "pav" }, "");
    expect(commitSearch({ ...back, text: "kerb" }, "kerb").replace).toBe(false);
  });

  it("sending the same search again reads the list again without a new entry", () => {
    expect(commitSearch(initialSearchText("pav"), "pav").replace).toBe(true);
  });
});
