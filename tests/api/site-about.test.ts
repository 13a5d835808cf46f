/** GET/PUT /api/site/about: the Who We Are page's texts, edited by staff, shown at once on /who-we-are. */
import { describe, expect, it } from "vitest";
import * as whoWeAre from "../../app/routes/site/who-we-are";
import { activitySentence } from "../../server/features/activity/activity";
import { ABOUT_SEED, BUSINESS_SEED } from "../../server/features/content/business";
import { createStaffTestApp } from "../helpers/app";
import { renderPublicPage } from "../helpers/render-page";
import { auditOf } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const { t, admin, manager } = await createStaffTestApp();

const PATH = "/api/site/about";
const put = (token: string | undefined, json: unknown) => t.request(PATH, { method: "PUT", token, json });
const stored = async () => ((await (await t.request(PATH, { token: admin })).json()) as Json).data;
const page = () => renderPublicPage(t.services, whoWeAre, "/who-we-are");

describe("GET /api/site/about", () => {
  it("answers the texts as first published (the seed) to a manager, and 401 without a token", async () => {
    const res = await t.request(PATH, { token: manager });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: ABOUT_SEED });
    expect((await t.request(PATH)).status).toBe(401);
  });
});

describe("PUT /api/site/about", () => {
  it("saves the texts (a manager may), writes the audit entry with its sentence, and Who We Are shows them", async () => {
    const doc = structuredClone(ABOUT_SEED);
    doc.story[0] = "Since {year} {name} has cast every block in its own yard.";
    doc.whyUs[2] = "Colours matched to your drawings";
    doc.vision = "Durable concrete for every street in India.";
    const res = await put(manager, doc);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Who We Are saved", data: doc });
    expect(await stored()).toEqual(doc);

    const [entry] = await auditOf(t, "content.about.update", "about");
    expect(Object.keys(entry.details.changes as object).sort()).toEqual(["story", "vision", "whyUs"]);
    expect(activitySentence({ action: "content.about.update", details: entry.details, entityId: "about", actorName: "Meera Manager" })).toBe(
      "Meera Manager changed the story, vision and Why Us points of Who We Are",
    );

    const html = await page();
    expect(html).toContain(`Since ${BUSINESS_SEED.yearEstablished} ${BUSINESS_SEED.name} has cast every block in its own yard.`);
    expect(html).toContain("Colours matched to your drawings");
    expect(html).toContain("Durable concrete for every street in India.");
    expect(html).not.toContain(ABOUT_SEED.whyUs[2]);

    expect((await put(admin, ABOUT_SEED)).status).toBe(200);
  });

  const withField = (over: Json) => ({ ...structuredClone(ABOUT_SEED), ...over });
  it.each([
    ["an empty vision", withField({ vision: " " }), "vision", "Vision is required"],
    ["no story paragraph", withField({ story: [] }), "story", "Add at least one story paragraph"],
    ["an empty story paragraph", withField({ story: ["ok", ""] }), "story.1", "Story paragraph is required"],
    ["a specialty too long", withField({ specialty: "x".repeat(801) }), "specialty", "Specialty is too long (at most 800 characters)"],
    ["a Why Us point on two lines", withField({ whyUs: ["a\nb"] }), "whyUs.0", "Please keep this on one line, without line breaks or control characters"],
    ["a Why Us point too long", withField({ whyUs: ["x".repeat(201)] }), "whyUs.0", "Why Us point is too long (at most 200 characters)"],
    ["13 Why Us points", withField({ whyUs: Array.from({ length: 13 }, () => "A point") }), "whyUs", "Please keep at most 12 Why Us points"],
    ["a closing without its title", withField({ closing: { title: "", text: "x" } }), "closing.title", "Closing title is required"],
    ["no intro", withField({ intro: undefined }), "intro", "Introduction is required"],
  ])("refuses %s with a 400 naming the field, and keeps the texts as they were", async (_what, doc, field, message) => {
    const res = await put(admin, doc);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.success).toBe(false);
    expect(body.fieldErrors[field]).toBe(message);
    expect(await stored()).toEqual(ABOUT_SEED);
  });

  it("answers 401 without a token", async () => {
    expect((await put(undefined, ABOUT_SEED)).status).toBe(401);
  });
});
