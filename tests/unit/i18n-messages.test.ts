import { describe, expect, it } from "vitest";
import { en } from "~/i18n/messages/en";
import { gu } from "~/i18n/messages/gu";
import { hi } from "~/i18n/messages/hi";
import { langFromPath, localePath, stripLang } from "~/i18n/languages";
import { translate } from "~/i18n/t";

/** Every message as [key, text], "site.nav.gallery". */
function entries(tree: unknown, prefix = ""): [string, string][] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : entries(v, `${prefix}${k}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the public site's messages", () => {
  const english = new Map(entries(en));

  it.each([
    ["gu", gu, /[\u0A80-\u0AFF]/],
    ["hi", hi, /[\u0900-\u097F]/],
  ] as const)("%s has every English key, no other, none empty, with the same placeholders", (_lang, messages, script) => {
    const translated = new Map(entries(messages));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
    }
    // Written in the language's own script: at most a few texts (brand names, "WhatsApp") stay in Latin letters.
    const inScript = [...translated.values()].filter((t) => script.test(t)).length;
    expect(inScript / translated.size).toBeGreaterThan(0.9);
  });

  it("fills placeholders and never shows an empty text", () => {
    expect(translate(en, "site.footer.copyright", { year: 2026, name: "Acme" })).toBe("© 2026 Acme. All rights reserved.");
    expect(translate(undefined, "site.nav.gallery")).toBe("site.nav.gallery");
  });
});

describe("language addresses", () => {
  it("puts Gujarati and Hindi under their prefix and leaves English and staff addresses alone", () => {
    expect(localePath("gu", "/")).toBe("/gu");
    expect(localePath("gu", "/paver-blocks/zig-zag?page=2#top")).toBe("/gu/paver-blocks/zig-zag?page=2#top");
    expect(localePath("hi", "/contact#find-us")).toBe("/hi/contact#find-us");
    expect(localePath("en", "/contact")).toBe("/contact");
    expect(localePath("gu", "/admin/login")).toBe("/admin/login");
    expect(localePath("gu", "/q/abc")).toBe("/q/abc");
    expect(localePath("gu", "/gu/contact")).toBe("/gu/contact");
    expect(localePath("gu", "https://wa.me/91")).toBe("https://wa.me/91");
  });

  it("reads the language from the address", () => {
    expect(langFromPath("/gu")).toBe("gu");
    expect(langFromPath("/hi/contact")).toBe("hi");
    expect(langFromPath("/gujarat-pavers")).toBe("en");
    expect(stripLang("/gu")).toBe("/");
    expect(stripLang("/hi/paver-blocks")).toBe("/paver-blocks");
    expect(stripLang("/guide")).toBe("/guide");
  });
});

describe("dates in the page's language", () => {
  it("names the month in words, day first, in India's time", async () => {
    const { formatLongDate } = await import("#schemas/format");
    expect(formatLongDate("2026-11-27T20:00:00Z", "en-IN")).toBe("28 November 2026");
    expect(formatLongDate("2026-11-27T10:00:00Z", "gu-IN")).toBe("27 નવેમ્બર 2026");
    expect(formatLongDate("2026-11-27T10:00:00Z", "hi-IN")).toBe("27 नवंबर 2026");
    expect(formatLongDate(null)).toBe("—");
  });
});
