/**
 * DELETE /api/site/clients/{testimonials,sectors}/:index and /api/site/home/slides/:index: a saved
 * entry of a page's list goes at once, as a team member or a gallery image does: saved, audited,
 * and the public page follows it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as clientsPage from "../../app/routes/site/clients";
import { activitySentence } from "../../server/features/activity/activity";
import { CLIENTS_SEED } from "../../server/features/content/clients-content";
import { HOME_SEED } from "../../server/features/content/home-content";
import { createStaffTestApp } from "../helpers/app";
import { renderPublicPage } from "../helpers/render-page";
import { auditOf } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const { t, admin, manager } = await createStaffTestApp();
beforeEach(async () => {
  expect((await t.request("/api/site/clients", { method: "PUT", token: admin, json: CLIENTS_SEED })).status).toBe(200);
  expect((await t.request("/api/site/home", { method: "PUT", token: admin, json: HOME_SEED })).status).toBe(200);
});

const del = (path: string, token: string | undefined) => t.request(path, { method: "DELETE", token });
const read = async (path: string) => ((await (await t.request(path, { token: admin })).json()) as Json).data;
const named = (name: string) => `?name=${encodeURIComponent(name)}`;

describe("DELETE /api/site/clients/testimonials/:index", () => {
  it("deletes the testimonial at once (a manager may): stored, audited with its sentence, and /clients no longer shows it", async () => {
    const gone = CLIENTS_SEED.testimonials[1];
    const res = await del(`/api/site/clients/testimonials/1${named(gone.name)}`, manager);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: `Testimonial by ${gone.name} deleted` });

    const doc = await read("/api/site/clients");
    expect(doc.testimonials).toEqual(CLIENTS_SEED.testimonials.filter((_, i) => i !== 1));
    expect(doc.sectors).toEqual(CLIENTS_SEED.sectors);

    const [entry] = await auditOf(t, "content.clients.testimonial.delete", "clients");
    expect(entry.details).toEqual({ name: gone.name, position: 2 });
    expect(activitySentence({ action: "content.clients.testimonial.delete", details: entry.details, entityId: "clients", actorName: "Meera Manager" })).toBe(
      `Meera Manager deleted the testimonial by ${gone.name} from the Our Clients page`,
    );

    const html = await renderPublicPage(t.services, clientsPage, "/clients");
    expect(html).not.toContain(gone.text);
    expect(html).toContain(CLIENTS_SEED.testimonials[0].text);
  });

  it("refuses a list changed since the screen read it (409), an entry that is not there (404), and no token (401), deleting nothing", async () => {
    const changed = await del(`/api/site/clients/testimonials/1${named(CLIENTS_SEED.testimonials[2].name)}`, admin);
    expect(changed.status).toBe(409);
    expect(((await changed.json()) as Json).error).toBe("The testimonials have changed since this screen was loaded: reload it and try again");
    for (const index of ["4", "-1", "x", "01"]) expect((await del(`/api/site/clients/testimonials/${index}`, admin)).status).toBe(404);
    expect((await del("/api/site/clients/testimonials/0", undefined)).status).toBe(401);
    expect((await read("/api/site/clients")).testimonials).toEqual(CLIENTS_SEED.testimonials);
  });
});

describe("DELETE /api/site/clients/sectors/:index", () => {
  it("deletes a sector at once, but not the last one", async () => {
    const [first, ...rest] = CLIENTS_SEED.sectors;
    const res = await del(`/api/site/clients/sectors/0${named(first.name)}`, admin);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).message).toBe(`Sector ${first.name} deleted`);
    expect((await read("/api/site/clients")).sectors).toEqual(rest);
    const [entry] = await auditOf(t, "content.clients.sector.delete", "clients");
    expect(activitySentence({ action: "content.clients.sector.delete", details: entry.details, entityId: "clients", actorName: "Asha Admin" })).toBe(
      `Asha Admin deleted the sector ${first.name} from the Our Clients page`,
    );

    for (const s of rest.slice(0, -1)) expect((await del(`/api/site/clients/sectors/0${named(s.name)}`, admin)).status).toBe(200);
    const last = await del("/api/site/clients/sectors/0", admin);
    expect(last.status).toBe(409);
    expect(((await last.json()) as Json).error).toBe("The page needs at least one sector: add another before deleting this one");
    expect((await read("/api/site/clients")).sectors).toEqual(rest.slice(-1));
  });
});

describe("DELETE /api/site/home/slides/:index", () => {
  it("deletes a carousel slide at once, named by its title, with its audit entry", async () => {
    const gone = HOME_SEED.slides[4];
    const res = await del(`/api/site/home/slides/4${named(gone.title)}`, manager);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).message).toBe(`Slide ${gone.title} deleted`);
    expect((await read("/api/site/home")).slides).toEqual(HOME_SEED.slides.slice(0, 4));
    const [entry] = await auditOf(t, "content.home.slide.delete", "home");
    expect(activitySentence({ action: "content.home.slide.delete", details: entry.details, entityId: "home", actorName: "Meera Manager" })).toBe(
      `Meera Manager deleted the carousel slide ${gone.title} from the home page`,
    );
  });
});
