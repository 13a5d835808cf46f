/**
 * Meet Our Team in Gujarati and Hindi: staff save translations with the team page's document and
 * with a member; /gu and /hi show each translated text and English where there is none; the
 * English page is unchanged.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as teamPage from "../../app/routes/site/meet-our-team";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { renderPublicPage } from "../helpers/render-page";
import { uniqueName } from "../helpers/unique";

let t: TestApp, admin: string, manager: string;
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp());
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const page = async () => ((await (await t.request("/api/site/team", { token: manager })).json()) as Json).data as Json;

describe("the team in Gujarati and Hindi", () => {
  it("a member's translations round-trip and show on /gu/meet-our-team, English where a field has none; /meet-our-team stays English", async () => {
    const name = uniqueName("Kiran");
    const res = await t.request("/api/team-members", {
      method: "POST",
      token: manager,
      json: {
        name,
        position: "Site Engineer",
        description: "Plans deliveries and supervises laying.",
        achievements: ["Paved 40 km of village roads"],
        translations: { gu: { position: "સાઇટ એન્જિનિયર", "achievements.0": "ગામડાંના 40 કિમી રસ્તા પર પેવર નાખ્યા", description: "  " } },
      },
    });
    expect(res.status).toBe(201);
    const member = ((await res.json()) as Json).data as Json;
    expect(member.translations).toEqual({ gu: { position: "સાઇટ એન્જિનિયર", "achievements.0": "ગામડાંના 40 કિમી રસ્તા પર પેવર નાખ્યા" } });

    const gu = await renderPublicPage(t.services, teamPage, "/gu/meet-our-team");
    expect(gu).toContain("સાઇટ એન્જિનિયર");
    expect(gu).toContain("ગામડાંના 40 કિમી રસ્તા પર પેવર નાખ્યા");
    expect(gu).toContain("Plans deliveries and supervises laying.");
    const hi = await renderPublicPage(t.services, teamPage, "/hi/meet-our-team");
    expect(hi).toContain("Site Engineer");
    const en = await renderPublicPage(t.services, teamPage, "/meet-our-team");
    expect(en).toContain("Site Engineer");
    expect(en).not.toContain("સાઇટ એન્જિનિયર");
    await t.request(`/api/team-members/${member.id}`, { method: "DELETE", token: admin });
  });

  it("a value's translation is kept in its card and shows on /hi; a key that cannot be translated is refused, naming it, and nothing is saved", async () => {
    const before = await page();
    const values = before.values.map((v: Json, i: number) => (i === 1 ? { ...v, translations: { hi: { title: "नए तरीके" } } } : v));
    const saved = await t.request("/api/site/team", { method: "PUT", token: manager, json: { ...before, values } });
    expect(saved.status).toBe(200);
    expect((await page()).values[1].translations).toEqual({ hi: { title: "नए तरीके" } });
    expect(await renderPublicPage(t.services, teamPage, "/hi/meet-our-team")).toContain("नए तरीके");

    const bad = await t.request("/api/site/team", { method: "PUT", token: manager, json: { ...before, translations: { gu: { group_photo_url: "/x.webp" } } } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("translations.gu.group_photo_url");
    const badLang = await t.request("/api/site/team", {
      method: "PUT",
      token: manager,
      json: { ...before, translations: { fr: { group_photo_caption: "x" } } },
    });
    expect(badLang.status).toBe(400);
    expect((await page()).values[1].translations).toEqual({ hi: { title: "नए तरीके" } });
    await t.request("/api/site/team", { method: "PUT", token: manager, json: before });
  });
});
