import { describe, expect, it } from "vitest";
import { pageItems } from "~/components/ui/pager";

describe("pageItems (5 around the current page, 2 at each end)", () => {
  it("shows every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("shows the range at the start and the margin at the end", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, null, 19, 20]);
  });

  it("centres the range with gaps on both sides", () => {
    expect(pageItems(10, 20)).toEqual([1, 2, null, 8, 9, 10, 11, 12, null, 19, 20]);
  });

  it("shows a single hidden page instead of an ellipsis", () => {
    expect(pageItems(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, null, 19, 20]);
  });

  it("keeps five pages in the range at the end", () => {
    expect(pageItems(20, 20)).toEqual([1, 2, null, 16, 17, 18, 19, 20]);
  });

  it("clamps an out-of-range page and handles no pages", () => {
    expect(pageItems(99, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});
