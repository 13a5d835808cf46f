import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as clientsPage from "../../app/routes/site/clients";
import * as homePage from "../../app/routes/site/home";
import { HOME_HEADLINE } from "../../server/features/content/seed-data/home";
import { SLIDES } from "../../server/features/content/seed-data/slides";
import { TESTIMONIALS } from "../../server/features/content/seed-data/testimonials";
import { activitySentence } from "../../server/features/activity/activity";
import { CLIENTS_SEED } from "../../server/features/content/clients-content";
import { HOME_SEED } from "../../server/features/content/home-content";
import { DESCRIPTION_MAX } from "../../app/lib/seo";
import { createStaffTestApp } from "../helpers/app";
import { publicPageMeta, renderPublicPage } from "../helpers/render-page";
import { auditOf } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const { t, admin, manager } = await createStaffTestApp();

const put = (path: string, token: string | undefined, json: unknown) => t.request(path, { method: "PUT", token, json });
const clone = <T>(v: T): T => structuredClone(v);
const homeHtml = () => renderPublicPage(t.services, homePage, "/");
const clientsHtml = () => renderPublicPage(t.services, clientsPage, "/clients");

type Refusal = [what: string, doc: unknown, field: string, message: string];

/** One test (`title`, `%s` the case) per case: PUT `doc` to `path` as an admin is a 400 with `message` under `field`, and the document still `kept`. */
function itRefuses(path: string, kept: unknown, title: string, cases: Refusal[]) {
  it.each(cases)(title, async (_what, doc, field, message) => {
    const res = await put(path, admin, doc);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.success).toBe(false);
    expect(body.fieldErrors[field]).toBe(message);
    expect(((await (await t.request(path, { token: admin })).json()) as Json).data).toEqual(kept);
  });
}

/** A stored upload of the given width (its -800 URL), as POST /api/uploads answers it. */
async function upload(width: number): Promise<string> {
  const png = await sharp({ create: { width, height: Math.round((width * 7) / 16), channels: 3, background: "#3a6" } })
    .png()
    .toBuffer();
  return (await t.services.uploads.store(png)).url;
}

describe("GET /api/site/home and /api/site/clients", () => {
  it("answers today's content (the seed) to a manager, and 401 without a token", async () => {
    const home = await t.request("/api/site/home", { token: manager });
    expect(home.status).toBe(200);
    expect(await home.json()).toEqual({ success: true, data: HOME_SEED });
    expect(HOME_SEED.headline).toBe(HOME_HEADLINE);
    expect(HOME_SEED.slides.map((s) => s.title)).toEqual(SLIDES.map((s) => s.title));

    const clients = await t.request("/api/site/clients", { token: manager });
    expect(clients.status).toBe(200);
    expect(await clients.json()).toEqual({ success: true, data: CLIENTS_SEED });
    expect(CLIENTS_SEED.testimonials.map((x) => x.text)).toEqual(TESTIMONIALS.map((x) => x.quote));

    for (const path of ["/api/site/home", "/api/site/clients"]) expect((await t.request(path)).status).toBe(401);
  });

  it("the public pages show the seeded content, the first slide with its preload priority and srcset", async () => {
    const html = await homeHtml();
    expect(html).toContain(HOME_HEADLINE);
    expect(html).toContain("Years of Experience");
    expect(html).toContain(
      'srcSet="/images/slides/paver-blocks-400.webp 400w, /images/slides/paver-blocks-800.webp 800w, /images/slides/paver-blocks-1600.webp 1600w"',
    );
    expect(html).toMatch(
      /<img[^>]*fetchPriority="high"[^>]*src="\/images\/slides\/paver-blocks.webp"|<img[^>]*src="\/images\/slides\/paver-blocks.webp"[^>]*fetchPriority="high"/,
    );
    expect(await clientsHtml()).toContain("Dr. Kiran Joshi");
  });
});

describe("PUT /api/site/home", () => {
  it("saves the whole page in one go (a manager may), writes the audit entry, and the home page shows it", async () => {
    const doc = clone(HOME_SEED);
    doc.figures[1] = { value: "12,345+", label: "Blocks Laid This Year" };
    doc.slides[0].title = "Paver Blocks For Every Drive";
    doc.slides.push({ ...doc.slides[1], image: await upload(1700), title: "Uploaded Slide", buttonLink: "https://example.com/brochure" });
    const res = await put("/api/site/home", manager, doc);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Home page saved", data: doc });
    expect(((await (await t.request("/api/site/home", { token: admin })).json()) as Json).data).toEqual(doc);

    const [entry] = await auditOf(t, "content.home.update", "home");
    expect(Object.keys(entry.details.changes as object).sort()).toEqual(["figures", "slides"]);
    expect(activitySentence({ action: "content.home.update", details: entry.details, entityId: "home", actorName: "Meera Manager" })).toBe(
      "Meera Manager changed the carousel slides and figures of the home page",
    );

    const html = await homeHtml();
    expect(html).toContain("12,345+");
    expect(html).toContain("Blocks Laid This Year");
    expect(html).not.toContain("10,000+");
    expect(html).toContain("Paver Blocks For Every Drive");
    const id = /\/uploads\/([0-9a-f]{32})-800\.webp/.exec(doc.slides[5].image)![1];
    expect(html).toContain(`/uploads/${id}-400.webp 400w, /uploads/${id}-800.webp 800w, /uploads/${id}-1600.webp 1600w`);
    expect(html).toContain('href="https://example.com/brochure"');

    expect((await put("/api/site/home", admin, HOME_SEED)).status).toBe(200);
  });

  const withSlides = (n: number) => ({ ...clone(HOME_SEED), slides: Array.from({ length: n }, () => clone(HOME_SEED.slides[0])) });
  itRefuses("/api/site/home", HOME_SEED, "refuses %s with a 400 naming the field, and keeps the page as it was", [
    ["no slide", withSlides(0), "slides", "Add at least one slide"],
    ["9 slides", withSlides(9), "slides", "At most 8 slides"],
    ["a slide without alt text", { ...clone(HOME_SEED), slides: [{ ...HOME_SEED.slides[0], alt: " " }] }, "slides.0.alt", "Alt text is required"],
    [
      "a link off the site without https",
      { ...clone(HOME_SEED), slides: [{ ...HOME_SEED.slides[0], buttonLink: "javascript:alert(1)" }] },
      "slides.0.buttonLink",
      "Enter a site path such as /paver-blocks or an https:// address",
    ],
    [
      "an image from elsewhere",
      { ...clone(HOME_SEED), slides: [{ ...HOME_SEED.slides[0], image: "https://evil.example/x.webp" }] },
      "slides.0.image",
      "Please upload the slide's image",
    ],
    ["three figures", { ...clone(HOME_SEED), figures: HOME_SEED.figures.slice(0, 3) }, "figures", "Enter exactly four figures"],
    [
      "a figure without a value",
      { ...clone(HOME_SEED), figures: [{ value: "", label: "x" }, ...HOME_SEED.figures.slice(1)] },
      "figures.0.value",
      "Value is required",
    ],
    [
      "a two-line title",
      { ...clone(HOME_SEED), reasons: [{ title: "a\nb", text: "x" }, ...HOME_SEED.reasons.slice(1)] },
      "reasons.0.title",
      "Please keep this on one line, without line breaks or control characters",
    ],
    ["five reasons", { ...clone(HOME_SEED), reasons: [...HOME_SEED.reasons, HOME_SEED.reasons[0]] }, "reasons", 'Enter exactly four "why choose us" points'],
  ]);

  it("refuses an uploaded slide image narrower than 1600 pixels under that slide's image", async () => {
    const doc = clone(HOME_SEED);
    doc.slides[2].image = await upload(1200);
    const res = await put("/api/site/home", admin, doc);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors).toEqual({
      slides: "Please upload an image at least 1600 pixels wide",
      "slides.2.image": "Please upload an image at least 1600 pixels wide",
    });
  });

  it("answers 401 without a token", async () => {
    expect((await put("/api/site/home", undefined, HOME_SEED)).status).toBe(401);
  });
});

describe("PUT /api/site/clients", () => {
  it("hides a testimonial and adds one (a manager may); /clients shows the new one and not the hidden one", async () => {
    const doc = clone(CLIENTS_SEED);
    doc.testimonials[1].published = false;
    doc.testimonials.push({ name: "Anil Desai", role: "Contractor, Navsari", text: "Pavers arrived on the day promised.", rating: 4, published: true });
    doc.figures[0] = { value: "175+", label: "Happy Clients" };
    doc.sectors[0].projects = ["Ring road footpaths", " "];
    const res = await put("/api/site/clients", manager, doc);
    expect(res.status).toBe(200);
    doc.sectors[0].projects = ["Ring road footpaths"]; // blank lines are left out
    expect(await res.json()).toEqual({ success: true, message: "Clients page saved", data: doc });
    const [entry] = await auditOf(t, "content.clients.update", "clients");
    expect(Object.keys(entry.details.changes as object).sort()).toEqual(["figures", "sectors", "testimonials"]);
    expect(activitySentence({ action: "content.clients.update", details: entry.details, entityId: "clients", actorName: "Meera Manager" })).toBe(
      "Meera Manager changed the figures, sectors and testimonials of the Our Clients page",
    );

    const html = await clientsHtml();
    expect(html).toContain("Anil Desai");
    expect(html).toContain("4 out of 5 stars");
    expect(html).not.toContain(CLIENTS_SEED.testimonials[1].name);
    expect(html).not.toContain(CLIENTS_SEED.testimonials[1].text);
    expect(html).toContain("175+");
    expect(html).toContain("Ring road footpaths");
    // The page's search description names the figures as saved.
    const description = (await publicPageMeta(t.services, clientsPage, "/clients", "Acme Cement")).find((m) => m.name === "description")?.content;
    expect(description).toContain("who trust Acme Cement: 175+ happy clients and 300+ projects completed.");
    expect(description!.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(html).not.toContain(CLIENTS_SEED.sectors[0].projects[0]);

    // Every testimonial hidden: the section goes.
    const none = { ...clone(CLIENTS_SEED), testimonials: CLIENTS_SEED.testimonials.map((x) => ({ ...x, published: false })) };
    expect((await put("/api/site/clients", admin, none)).status).toBe(200);
    expect(await clientsHtml()).not.toContain("What Our Clients Say");

    expect((await put("/api/site/clients", admin, CLIENTS_SEED)).status).toBe(200);
  });

  const withTestimonial = (over: Json) => ({ ...clone(CLIENTS_SEED), testimonials: [{ ...CLIENTS_SEED.testimonials[0], ...over }] });
  itRefuses("/api/site/clients", CLIENTS_SEED, "refuses %s with a 400 naming the field", [
    ["rating 6", withTestimonial({ rating: 6 }), "testimonials.0.rating", "Choose a rating from 1 to 5"],
    ["rating 0", withTestimonial({ rating: 0 }), "testimonials.0.rating", "Choose a rating from 1 to 5"],
    ["a testimonial without its text", withTestimonial({ text: "" }), "testimonials.0.text", "Testimonial is required"],
    [
      "a testimonial without published or hidden",
      withTestimonial({ published: undefined }),
      "testimonials.0.published",
      "Choose whether the testimonial is published",
    ],
    ["no sector", { ...clone(CLIENTS_SEED), sectors: [] }, "sectors", "Add at least one sector"],
    [
      "a sector without its client count",
      { ...clone(CLIENTS_SEED), sectors: [{ ...CLIENTS_SEED.sectors[0], clients: "" }] },
      "sectors.0.clients",
      "Client count is required",
    ],
    [
      "a notable project too long",
      { ...clone(CLIENTS_SEED), sectors: [{ ...CLIENTS_SEED.sectors[0], projects: ["ok", "x".repeat(161)] }] },
      "sectors.0.projects.1",
      "Project is too long (at most 160 characters)",
    ],
    ["five figures", { ...clone(CLIENTS_SEED), figures: [...CLIENTS_SEED.figures, CLIENTS_SEED.figures[0]] }, "figures", "Enter exactly four figures"],
  ]);

  it("answers 401 without a token", async () => {
    expect((await put("/api/site/clients", undefined, CLIENTS_SEED)).status).toBe(401);
  });
});
