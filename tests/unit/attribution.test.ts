import { describe, expect, it } from "vitest";
import { describeAttribution } from "#schemas/lead-sources";
import { attributionOf, FIRST_TOUCH_DAYS, firstTouchOf, landingOf, recordFirstTouch } from "~/lib/first-touch";
import { cacheKeyOf, splitCampaign } from "../../server/core/http/page-cache-key";

describe("describeAttribution", () => {
  it.each([
    [
      { landing: "/paver-blocks", utm_source: "google", utm_medium: "cpc", utm_campaign: "monsoon-pavers" },
      "google / cpc, campaign monsoon-pavers, landed on /paver-blocks",
    ],
    [{ landing: "/", utm_source: "newsletter" }, "newsletter, landed on /"],
    [{ landing: "/contact", referrer: "www.justdial.com" }, "www.justdial.com, landed on /contact"],
    [{ landing: "/contact", referrer: "www.google.com", gclid: "Cj0KCQ" }, "Google Ads click, landed on /contact"],
    [{ landing: "/contact", utm_source: "google", gclid: "Cj0KCQ" }, "google, landed on /contact"],
    [{ landing: "/products" }, "Direct, landed on /products"],
    [{ landing: "/products", utm_medium: "email", utm_campaign: "diwali" }, "Direct / email, campaign diwali, landed on /products"],
  ])("%j reads %j", (a, line) => {
    expect(describeAttribution(a)).toBe(line);
  });
});

describe("attributionOf", () => {
  it("keeps the landing path without its query, the campaign parameters and another site's host", () => {
    expect(
      attributionOf(
        "https://blocks.example/paver-blocks?utm_source=google&utm_medium=cpc&utm_campaign=monsoon-pavers&gclid=abc&page=2",
        "https://www.google.com/search?q=x",
      ),
    ).toEqual({ landing: "/paver-blocks", referrer: "www.google.com", utm_source: "google", utm_medium: "cpc", utm_campaign: "monsoon-pavers", gclid: "abc" });
  });

  it("has no referrer for a direct visit or one from our own site", () => {
    expect(attributionOf("https://blocks.example/contact", "")).toEqual({ landing: "/contact" });
    expect(attributionOf("https://blocks.example/contact", "https://blocks.example/products")).toEqual({ landing: "/contact" });
  });

  it("leaves out empty parameters and control characters, and keeps at most 200 characters", () => {
    const a = attributionOf(`https://blocks.example/?utm_source=%00go%0Aogle&utm_medium=&utm_campaign=${"c".repeat(250)}`, "");
    expect(a).toEqual({ landing: "/", utm_source: "google", utm_campaign: "c".repeat(200) });
  });
});

describe("the stored first touch", () => {
  const day = 86_400_000;
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
  };
  const now = Date.UTC(2026, 5, 1);

  it("keeps the first visit while it is younger than 30 days", () => {
    const storage = memory();
    recordFirstTouch(storage, "https://blocks.example/paver-blocks?utm_source=google", "", now);
    recordFirstTouch(storage, "https://blocks.example/contact?utm_source=facebook", "", now + 29 * day);
    expect(firstTouchOf(storage.getItem("first-touch"), now + 29 * day)).toEqual({ landing: "/paver-blocks", utm_source: "google" });
  });

  it("is replaced by the next visit once 30 days have passed", () => {
    const storage = memory();
    recordFirstTouch(storage, "https://blocks.example/paver-blocks?utm_source=google", "", now);
    expect(firstTouchOf(storage.getItem("first-touch"), now + FIRST_TOUCH_DAYS * day)).toBeNull();
    recordFirstTouch(storage, "https://blocks.example/contact?utm_source=facebook", "", now + FIRST_TOUCH_DAYS * day);
    expect(firstTouchOf(storage.getItem("first-touch"), now + FIRST_TOUCH_DAYS * day)).toEqual({ landing: "/contact", utm_source: "facebook" });
  });

  it("treats an unreadable entry as none", () => {
    expect(firstTouchOf(null, now)).toBeNull();
    expect(firstTouchOf("not json", now)).toBeNull();
    expect(firstTouchOf(JSON.stringify({ at: now }), now)).toBeNull();
  });
});

describe("the landing page kept for the session", () => {
  const here = ["http://localhost/contact", "http://localhost/paver-blocks"] as const;

  it("is the visit's landing when the page's starter kept one, else the page the app starts on", () => {
    const kept = JSON.stringify({ href: "http://localhost/products?utm_source=google", referrer: "https://www.google.com/" });
    expect(landingOf(kept, ...here)).toEqual({ href: "http://localhost/products?utm_source=google", referrer: "https://www.google.com/" });
    expect(landingOf(null, ...here)).toEqual({ href: here[0], referrer: here[1] });
  });

  it("treats an unreadable or incomplete entry as none", () => {
    for (const kept of [
      "{",
      "null",
      "[]",
      JSON.stringify({ href: 5, referrer: "" }),
      JSON.stringify({ href: "http://localhost/" }),
      JSON.stringify({ href: "not a url", referrer: "" }),
    ])
      expect(landingOf(kept, ...here)).toEqual({ href: here[0], referrer: here[1] });
  });
});

describe("a landing address's campaign parameters and the page cache", () => {
  it("are set apart from the query the page reads", () => {
    expect(splitCampaign("")).toEqual(["", ""]);
    expect(splitCampaign("?page=2")).toEqual(["?page=2", ""]);
    expect(splitCampaign("?utm_source=google&utm_medium=cpc")).toEqual(["", "utm_source=google&utm_medium=cpc"]);
    expect(splitCampaign("?page=2&gclid=abc&utm_campaign=x")).toEqual(["?page=2", "gclid=abc&utm_campaign=x"]);
  });

  it("leave a page's cache key as the page's own", () => {
    expect(cacheKeyOf("/products", "?utm_source=google&utm_medium=cpc&utm_campaign=monsoon-pavers", undefined)).toEqual({ key: "/products" });
    expect(cacheKeyOf("/paver-blocks", "?page=2&gclid=abc", undefined)).toEqual({ key: "/paver-blocks?page=2", page: 2 });
    expect(cacheKeyOf("/products", "?utm_term=x", undefined)).toBeUndefined();
  });
});
