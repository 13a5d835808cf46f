/**
 * The website's documents in Gujarati and Hindi (business details, home page, Who We Are, Our
 * Clients): staff answers carry the translations and every save takes them (a bad key or language
 * is a 400 naming the field, nothing half-saved, the audit entry as for any change); the /gu and /hi
 * pages show the translation, else the English; the English pages and the public answers show no
 * translation; the seed translates every text of the four documents.
 */
import { describe, expect, it } from "vitest";
import { ABOUT_TRANSLATED } from "#schemas/about";
import { BUSINESS_TRANSLATED } from "#schemas/business";
import { CLIENTS_TRANSLATED } from "#schemas/clients-content";
import { HOME_TRANSLATED } from "#schemas/home-content";
import { untranslated, type TranslatedField } from "#schemas/translations";
import * as clientsPage from "../../app/routes/site/clients";
import * as contactPage from "../../app/routes/site/contact";
import * as homePage from "../../app/routes/site/home";
import * as whoWeArePage from "../../app/routes/site/who-we-are";
import { ABOUT_SEED, BUSINESS_SEED } from "../../server/features/content/business";
import { CLIENTS_SEED } from "../../server/features/content/clients-content";
import { HOME_SEED } from "../../server/features/content/home-content";
import { documentJsonLd } from "~/lib/json-ld.server";
import { requestContext } from "~/load-context";
import { createStaffTestApp } from "../helpers/app";
import { renderPublicDocument } from "../helpers/render-page";
import { uniqueName } from "../helpers/unique";
import { auditOf } from "./_support";

const { t, admin, manager } = await createStaffTestApp();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const clone = <T>(v: T): T => structuredClone(v);
const put = (path: string, json: unknown) => t.request(path, { method: "PUT", token: manager, json });
const read = async (path: string) => ((await (await t.request(path, { token: admin })).json()) as Json).data as Json;

type PageModule = { loader?: unknown; default: unknown };
/** The page at `path` rendered as the server renders it: its HTML and the JSON-LD its loaders added. */
async function page(module: PageModule, path: string) {
  const { html, result, context } = await renderPublicDocument(t.services, module, path);
  const jsonLd = documentJsonLd(context.get(requestContext).jsonLd, { loaderData: result.loaderData, errors: null }).map(
    (s) => JSON.parse(s) as Record<string, unknown>,
  );
  return { html, jsonLd };
}
/** React escapes these in text; the tests compare texts as the HTML holds them. */
const inHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
const organization = (jsonLd: Record<string, unknown>[]) => jsonLd.find((x) => x["@type"] === "LocalBusiness") as Json;

const DOCUMENTS: [string, string, unknown, readonly TranslatedField[]][] = [
  ["/api/site/business", "business", BUSINESS_SEED, BUSINESS_TRANSLATED],
  ["/api/site/home", "home", HOME_SEED, HOME_TRANSLATED],
  ["/api/site/about", "about", ABOUT_SEED, ABOUT_TRANSLATED],
  ["/api/site/clients", "clients", CLIENTS_SEED, CLIENTS_TRANSLATED],
];

describe("the seeded documents", () => {
  it.each(DOCUMENTS)("%s answers the seed with a Gujarati and a Hindi version of every text", async (path, _key, seed, fields) => {
    const doc = await read(path);
    expect(doc).toEqual(seed);
    expect(untranslated(doc, fields, "gu")).toEqual([]);
    expect(untranslated(doc, fields, "hi")).toEqual([]);
  });
});

/** A key each document translates on itself (Our Clients translates only its lists' entries: a sector's name). */
const ROOT_FIELD: Record<string, string> = { business: "tagline", home: "headline", about: "vision" };

describe("a save with translations", () => {
  it.each(DOCUMENTS)("PUT %s keeps what it was sent, translations included, with its audit entry", async (path, key, seed) => {
    const doc = await read(path);
    const owner = key === "clients" ? doc.sectors[0] : doc;
    owner.translations.gu = { ...owner.translations.gu, [key === "clients" ? "name" : ROOT_FIELD[key]]: uniqueName("અનુવાદ") };
    const res = await put(path, doc);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).data).toEqual(doc);
    expect(await read(path)).toEqual(doc);
    const [entry] = await auditOf(t, `content.${key}.update`, key);
    expect(Object.keys(entry.details.changes as object)).toEqual([key === "clients" ? "sectors" : "translations"]);
    expect((await put(path, seed)).status).toBe(200);
  });

  it.each([
    [
      "an unknown key of the document",
      "/api/site/home",
      (d: Json) => (d.translations.gu.buttonLink = "x"),
      "translations.gu.buttonLink",
      "buttonLink cannot be translated",
    ],
    [
      "an untranslatable key of a slide",
      "/api/site/home",
      (d: Json) => (d.slides[1].translations.hi.image = "x"),
      "slides.1.translations.hi.image",
      "image cannot be translated",
    ],
    ["the GSTIN", "/api/site/business", (d: Json) => (d.translations.hi.gstin = "x"), "translations.hi.gstin", "gstin cannot be translated"],
    [
      "a phone's number",
      "/api/site/business",
      (d: Json) => (d.phones[0].translations.gu.number = "x"),
      "phones.0.translations.gu.number",
      "number cannot be translated",
    ],
    [
      "a testimonial's name",
      "/api/site/clients",
      (d: Json) => (d.testimonials[0].translations.gu.name = "x"),
      "testimonials.0.translations.gu.name",
      "name cannot be translated",
    ],
    [
      "a language that is not Gujarati or Hindi",
      "/api/site/about",
      (d: Json) => (d.translations.fr = { intro: "x" }),
      "translations",
      "Translations must be Gujarati (gu) and Hindi (hi) texts",
    ],
    [
      "a translation that is not text",
      "/api/site/about",
      (d: Json) => (d.translations.hi.vision = 7),
      "translations.hi.vision",
      "Each translation must be text",
    ],
  ])("refuses %s: 400 naming the field, nothing saved", async (_what, path, change, field, message) => {
    const before = await read(path);
    const doc = clone(before);
    change(doc);
    const res = await put(path, doc);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.fieldErrors[field]).toBe(message);
    expect(await read(path)).toEqual(before);
  });
});

describe("the pages in Gujarati and Hindi", () => {
  it("home: the first slide's title in Hindi on /hi, in English on /; an untranslated field shows its English", async () => {
    const doc = clone(HOME_SEED) as Json;
    const title = uniqueName("हर ड्राइववे के लिए पेवर");
    doc.slides[0].translations.hi.title = title;
    const english = uniqueName("Untranslated reason");
    doc.reasons[2].title = english;
    delete doc.reasons[2].translations.hi.title;
    expect((await put("/api/site/home", doc)).status).toBe(200);

    const hi = (await page(homePage, "/hi")).html;
    expect(hi).toContain(title);
    expect(hi).toContain(inHtml(doc.translations.hi.headline));
    expect(hi).toContain(doc.figures[0].translations.hi.label);
    expect(hi).toContain(doc.reasons[0].translations.hi.text);
    expect(hi).toContain(english);

    const gu = (await page(homePage, "/gu")).html;
    expect(gu).toContain(doc.slides[0].translations.gu.title);
    expect(gu).toContain(doc.reasons[2].translations.gu.title);
    expect(gu).not.toContain(english);

    const en = (await page(homePage, "/")).html;
    expect(en).toContain(HOME_SEED.slides[0].title);
    expect(en).toContain(HOME_SEED.headline);
    expect(en).not.toContain(title);
    expect(en).not.toContain(doc.translations.gu.headline);
    expect(en).not.toContain('"translations"');
    expect((await put("/api/site/home", HOME_SEED)).status).toBe(200);
  });

  it("contact: the business's texts in Gujarati on /gu/contact (addresses, labels, hours), directions still searched in English", async () => {
    const gu = (await page(contactPage, "/gu/contact")).html;
    const head = BUSINESS_SEED.addresses[0];
    expect(gu).toContain(head.translations!.gu!.label);
    expect(gu).toContain(head.translations!.gu!["lines.0"]);
    expect(gu).toContain(BUSINESS_SEED.hours[0].translations!.gu!.days);
    expect(gu).toContain(BUSINESS_SEED.phones[0].translations!.gu!.label);
    expect(gu).toContain(encodeURIComponent(head.mapQuery));
    expect(gu).not.toContain(inHtml(head.label));

    const en = (await page(contactPage, "/contact")).html;
    expect(en).toContain(inHtml(head.label));
    expect(en).not.toContain(head.translations!.gu!.label);
    expect(en).not.toContain(head.translations!.hi!.label);
  });

  it("the LocalBusiness JSON-LD's description is in the page's language; its address stays as the post reads it", async () => {
    const gu = organization((await page(contactPage, "/gu/contact")).jsonLd);
    const hi = organization((await page(contactPage, "/hi/contact")).jsonLd);
    const en = organization((await page(contactPage, "/contact")).jsonLd);
    const year = String(BUSINESS_SEED.yearEstablished);
    expect(gu.description).toBe(BUSINESS_SEED.translations!.gu!.tagline.replace("{year}", year));
    expect(hi.description).toBe(BUSINESS_SEED.translations!.hi!.tagline.replace("{year}", year));
    expect(en.description).toBe(BUSINESS_SEED.tagline.replace("{year}", year));
    expect(gu.name).toBe(BUSINESS_SEED.name);
    expect(gu.address).toEqual(en.address);
    expect(gu.openingHours).toEqual(en.openingHours);
  });

  it("a staff save of a business text shows on the /gu page, the English where /hi has no translation, and not on the English page", async () => {
    const doc = clone(BUSINESS_SEED) as Json;
    const gu = uniqueName("રવિવારે રજા");
    doc.hours[2].translations.gu.time = gu;
    delete doc.hours[2].translations.hi.time;
    expect((await put("/api/site/business", doc)).status).toBe(200);
    expect((await page(contactPage, "/gu/contact")).html).toContain(gu);
    const hi = (await page(contactPage, "/hi/contact")).html;
    expect(hi).not.toContain(gu);
    expect(hi).toContain(`>${BUSINESS_SEED.hours[2].time}<`);
    expect((await page(contactPage, "/contact")).html).not.toContain(gu);
    expect((await put("/api/site/business", BUSINESS_SEED)).status).toBe(200);
  });

  it("Who We Are in Hindi: the story with the year filled in, the tagline, the company facts and the closing", async () => {
    const hi = (await page(whoWeArePage, "/hi/who-we-are")).html;
    const year = String(BUSINESS_SEED.yearEstablished);
    expect(hi).toContain(ABOUT_SEED.translations!.hi!["story.0"].replace("{year}", year));
    expect(hi).toContain(BUSINESS_SEED.translations!.hi!.tagline.replace("{year}", year));
    expect(hi).toContain(BUSINESS_SEED.translations!.hi!["company.legalStatus"]);
    expect(hi).toContain(ABOUT_SEED.translations!.hi!["closing.title"]);
    expect(hi).toContain(BUSINESS_SEED.gstin);
    expect(hi).not.toContain("{year}");
    const en = (await page(whoWeArePage, "/who-we-are")).html;
    expect(en).toContain(ABOUT_SEED.story[0].replace("{year}", year));
    expect(en).not.toContain(ABOUT_SEED.translations!.hi!["closing.title"]);
  });

  it("Our Clients in Gujarati: sectors, figures and published testimonials translated, names kept, hidden ones still hidden", async () => {
    const doc = clone(CLIENTS_SEED) as Json;
    doc.testimonials[1].published = false;
    expect((await put("/api/site/clients", doc)).status).toBe(200);
    const gu = (await page(clientsPage, "/gu/clients")).html;
    expect(gu).toContain(inHtml(CLIENTS_SEED.sectors[0].translations!.gu!.name));
    expect(gu).toContain(CLIENTS_SEED.sectors[0].translations!.gu!["projects.1"]);
    expect(gu).toContain(CLIENTS_SEED.figures[0].translations!.gu!.label);
    expect(gu).toContain(CLIENTS_SEED.testimonials[0].translations!.gu!.text);
    expect(gu).toContain(CLIENTS_SEED.testimonials[0].name);
    expect(gu).not.toContain(CLIENTS_SEED.testimonials[1].translations!.gu!.text);
    expect(gu).not.toContain(CLIENTS_SEED.testimonials[1].name);
    const en = (await page(clientsPage, "/clients")).html;
    expect(en).toContain(inHtml(CLIENTS_SEED.sectors[0].name));
    expect(en).not.toContain(CLIENTS_SEED.sectors[0].translations!.gu!.name);
    expect((await put("/api/site/clients", CLIENTS_SEED)).status).toBe(200);
  });
});

describe("the public answers", () => {
  it("GET /api/site/brand answers the name and short name only, as before", async () => {
    const res = await t.request("/api/site/brand");
    expect(await res.json()).toEqual({ success: true, data: { name: BUSINESS_SEED.name, shortName: BUSINESS_SEED.shortName } });
  });

  it("the staff documents are not public", async () => {
    for (const [path] of DOCUMENTS) expect((await t.request(path)).status).toBe(401);
  });
});
