/**
 * The contact page in English, Gujarati and Hindi (its texts, canonical and hreflang alternates),
 * and names in Gujarati and Hindi script accepted by both public forms' APIs, which still answer
 * in English and still refuse a name with digits.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as contactPage from "../../app/routes/site/contact";
import { frameMessages, pageMessages } from "../../app/i18n/messages.server";
import type { Lang } from "../../app/i18n/languages";
import { SITE_LAYOUT_ID } from "../../app/lib/seo";
import { createTestApp, type TestApp } from "../helpers/app";
import { renderPublicPage } from "../helpers/render-page";
import { anyProductId, contactInput, freshAddress, inquiryInput } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FORMS: "50" });
  productId = await anyProductId(t);
});

const SITE = "https://example.in";

/** The head tags the contact page's `meta` writes at `path`, under a site layout in the page's language. */
function headOf(path: string, lang: Lang) {
  const meta = contactPage.meta as unknown as (args: object) => Record<string, string>[];
  return meta({
    data: null,
    loaderData: null,
    params: {},
    location: { pathname: path },
    matches: [
      { id: SITE_LAYOUT_ID, loaderData: { siteUrl: SITE, business: { name: "Acme Cement" }, lang, messages: frameMessages(lang) } },
      { id: "routes/site/contact", loaderData: { messages: pageMessages(new Request(`http://localhost${path}`), "contact") } },
    ],
  });
}

describe("the contact page in three languages", () => {
  it.each([
    ["en", "/contact", "Contact Us", ["Send Us a Message", "Send Message", "Our Addresses", "Business Hours", "Your full name", "Select budget range"]],
    ["gu", "/gu/contact", "અમારો સંપર્ક કરો", ["અમને મેસેજ મોકલો", "મેસેજ મોકલો", "અમારાં સરનામાં", "કામકાજનો સમય", "તમારું પૂરું નામ", "બજેટ પસંદ કરો"]],
    ["hi", "/hi/contact", "हमसे संपर्क करें", ["हमें मैसेज भेजें", "मैसेज भेजें", "हमारे पते", "काम का समय", "आपका पूरा नाम", "बजट चुनें"]],
  ] as const)("%s: %s shows its texts in the language, with its canonical and the four alternates", async (lang, path, heading, texts) => {
    const html = await renderPublicPage(t.services, contactPage, path);
    expect(html).toContain(`<h1 class="text-3xl font-bold sm:text-4xl">${heading}</h1>`);
    for (const text of texts) expect(html).toContain(text);
    if (lang !== "en") for (const english of ["Send Us a Message", "Our Addresses", "Your full name", "Project Details"]) expect(html).not.toContain(english);

    const head = headOf(path, lang);
    expect(head.find((m) => m.title)?.title).toBe(`${heading} | Acme Cement`);
    expect(head.find((m) => m.rel === "canonical")?.href).toBe(`${SITE}${path}`);
    expect(head.find((m) => m.property === "og:locale")?.content).toBe({ en: "en_IN", gu: "gu_IN", hi: "hi_IN" }[lang]);
    const alternates = Object.fromEntries(head.filter((m) => m.rel === "alternate").map((m) => [m.hrefLang, m.href]));
    expect(alternates).toEqual({
      "en-IN": `${SITE}/contact`,
      "gu-IN": `${SITE}/gu/contact`,
      "hi-IN": `${SITE}/hi/contact`,
      "x-default": `${SITE}/contact`,
    });
  });

  it("keeps the English description word for word", () => {
    expect(headOf("/contact", "en").find((m) => m.name === "description")?.content).toBe(
      "Call, e-mail or write to Acme Cement in Surat and Jharkhand for the best price on paver blocks, kerb stones, fly ash bricks and precast walls.",
    );
    expect(headOf("/gu/contact", "gu").find((m) => m.name === "description")?.content).toContain("Acme Cement");
  });
});

describe("names in Gujarati and Hindi script", () => {
  const post = (path: string, json: unknown) => t.request(path, { method: "POST", json, address: freshAddress() });

  it.each(["રમેશ પટેલ", "सुरेश कुमार"])("a quote request from %s is stored with the name as typed", async (name) => {
    const res = await post("/api/inquiry", { ...inquiryInput(productId, { name }), language: "gu" });
    expect(res.status).toBe(201);
    const { id } = ((await res.json()) as Json).data;
    const row = (await t.services.db.execute<{ name: string }>(sql`select name from inquiries where id = ${id}`)).rows[0];
    expect(row?.name).toBe(name);
  });

  it.each(["રમેશ પટેલ", "सुरेश कुमार"])("a contact message from %s is stored with the name as typed", async (name) => {
    const res = await post("/api/contact", { ...contactInput({ name }), language: "hi" });
    expect(res.status).toBe(201);
    const { id } = ((await res.json()) as Json).data;
    const row = (await t.services.db.execute<{ name: string }>(sql`select name from contact_messages where id = ${id}`)).rows[0];
    expect(row?.name).toBe(name);
  });

  it("still refuses R2D2 on both, with the same English message", async () => {
    const inquiry = await post("/api/inquiry", { ...inquiryInput(productId, { name: "R2D2" }), language: "gu" });
    expect(inquiry.status).toBe(400);
    expect(((await inquiry.json()) as Json).fieldErrors.name).toBe("Name should only contain letters and spaces");
    const message = await post("/api/contact", { ...contactInput({ name: "R2D2" }), language: "gu" });
    expect(message.status).toBe(400);
    expect(((await message.json()) as Json).fieldErrors.name).toBe("Name should only contain letters and spaces");
  });
});
