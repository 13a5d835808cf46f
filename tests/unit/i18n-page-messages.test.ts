import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { frameMessages, messagesFor } from "~/i18n/messages.server";
import { FRAME_MESSAGES, PAGE_MESSAGES, type MessagePart } from "~/i18n/page-messages";
import { mergeMessages, translate } from "~/i18n/t";
import { messageGroupsUsed } from "../helpers/message-usage";

const covered = (group: string, parts: readonly MessagePart[]) => parts.some((p) => p === group || p === group.split(".")[0]);
const uncovered = (file: string, parts: readonly MessagePart[]) => [...messageGroupsUsed(file)].filter((g) => !covered(g, parts)).sort();

describe("each page sends the messages it can show, and only its own", () => {
  it.each(fs.readdirSync("app/routes/site").filter((f) => f.endsWith(".tsx")))("app/routes/site/%s", (file) => {
    const page = file.replace(/\.tsx$/, "") as keyof typeof PAGE_MESSAGES;
    const parts = [...FRAME_MESSAGES, ...(PAGE_MESSAGES[page] ?? [])];
    expect(uncovered(`app/routes/site/${file}`, parts)).toEqual([]);
  });

  it("the frame's cover what a page shows when its own loader failed (not found, failed to load)", () => {
    expect(uncovered("app/components/site/category-error.tsx", FRAME_MESSAGES)).toEqual([]);
    expect(uncovered("app/components/site/catalogue-error-boundary.tsx", FRAME_MESSAGES)).toEqual([]);
    // The project page's ErrorBoundary (in its route module) shows these.
    expect(FRAME_MESSAGES).toContain("projects.notFound");
  });

  it("a part is the namespace or the group asked for, and the frame's and a page's merge", () => {
    const frame = frameMessages("gu");
    expect(Object.keys(frame.search ?? {}).sort()).toEqual(
      FRAME_MESSAGES.filter((p) => p.startsWith("search."))
        .map((p) => p.slice(7))
        .sort(),
    );
    expect(frame.product).toBeUndefined();
    const merged = mergeMessages([frame, messagesFor("gu", ["catalogue", "product"])]);
    expect(translate(merged, "site.nav.home")).toBe(translate(messagesFor("gu", ["site"]), "site.nav.home"));
    expect(translate(merged, "catalogue.error.retry")).not.toBe("catalogue.error.retry");
    expect(translate(merged, "product.specs")).toBe("વિગતો");
    expect(translate(frame, "product.specs")).toBe("product.specs");
  });

  it("a page's HTML carries less than every message: the product page sends no team, gallery or clients texts", () => {
    const sent = JSON.stringify(mergeMessages([frameMessages("hi"), messagesFor("hi", PAGE_MESSAGES.product)]));
    const all = JSON.stringify(
      messagesFor("hi", [
        "about",
        "business",
        "catalogue",
        "clients",
        "contact",
        "estimate",
        "forms",
        "gallery",
        "home",
        "inquiry",
        "lightbox",
        "product",
        "projects",
        "search",
        "site",
        "team",
      ]),
    );
    expect(Object.keys(JSON.parse(sent) as object)).not.toEqual(expect.arrayContaining(["team"]));
    expect(Object.keys(JSON.parse(sent) as object).sort()).toEqual([
      "about",
      "business",
      "catalogue",
      "estimate",
      "forms",
      "home",
      "inquiry",
      "product",
      "projects",
      "search",
      "site",
    ]);
    expect(Buffer.byteLength(sent)).toBeLessThan(Buffer.byteLength(all) * 0.75);
  });
});
