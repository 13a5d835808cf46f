/**
 * Settings, "Freight": the truck types and the road factor of the instant estimate, read by staff,
 * saved by admins and managers (checked, audited, the page cache told), seeded with two truck types,
 * and the public read the estimate uses with the factory's PIN code.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_FREIGHT, type Freight } from "#schemas/freight";
import type { BusinessDetails } from "#schemas/business";
import { contentActivity } from "../../server/features/content/activity";
import { FREIGHT_SEED } from "../../server/features/content/freight";
import { BUSINESS_SEED } from "../../server/features/content/business";
import { collectLocalChanges } from "../../server/core/content-changes";
import { cacheKeyOf } from "../../server/core/http/page-cache-key";
import { createStaffTestApp } from "../helpers/app";
import { auditOf } from "./_support";

const { t, admin, manager } = await createStaffTestApp();

const PATH = "/api/settings/freight";
const put = (json: unknown, token = admin) => t.request(PATH, { method: "PUT", json, token });
const read = async (token = admin) => ((await (await t.request(PATH, { token })).json()) as { data: Freight }).data;
const TRUCKS = FREIGHT_SEED.trucks;

describe("GET /api/settings/freight", () => {
  it("answers the seeded truck types and road factor to staff, admins and managers", async () => {
    const res = await t.request(PATH, { token: manager });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: FREIGHT_SEED });
    expect(FREIGHT_SEED).toEqual({
      roadFactor: 1.3,
      trucks: [
        { name: "Tractor trolley", loadTonnes: 5, ratePerKm: 45, minimumCharge: 1500 },
        { name: "Truck (10 tonnes)", loadTonnes: 10, ratePerKm: 70, minimumCharge: 3000 },
      ],
    });
  });

  it("answers 401 without a sign-in", async () => {
    expect((await t.request(PATH)).status).toBe(401);
    expect((await t.request(PATH, { method: "PUT", json: FREIGHT_SEED })).status).toBe(401);
  });
});

describe("PUT /api/settings/freight", () => {
  it("a manager saves a truck type and the road factor: stored, audited with what changed, told to the page cache, and public at once", async () => {
    const before = await t.request("/api/freight");
    expect(((await before.json()) as { roadFactor: number }).roadFactor).toBe(1.3);
    const doc: Freight = { roadFactor: 1.4, trucks: [...TRUCKS, { name: "Trailer (20 tonnes)", loadTonnes: 20, ratePerKm: 110, minimumCharge: 6000 }] };
    const res = await put(doc, manager);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Freight settings saved", data: doc });
    expect(await read()).toEqual(doc);

    const [entry] = await auditOf(t, "content.freight.update", "freight");
    expect(entry.user_id).not.toBeNull();
    const changes = entry.details.changes as Record<string, { from: unknown; to: unknown }>;
    expect(changes.roadFactor).toEqual({ from: 1.3, to: 1.4 });
    expect(changes.trucks).toEqual({ from: TRUCKS, to: doc.trucks });
    const sentence = contentActivity.sentence({ action: "content.freight.update", actor: "Meera", details: entry.details, entityId: "freight" } as never);
    expect(sentence).toBe("Meera changed the freight settings (road factor from 1.3 to 1.4 and truck types)");

    const publicAnswer = await t.request("/api/freight");
    expect(publicAnswer.status).toBe(200);
    expect(await publicAnswer.json()).toEqual({ roadFactor: 1.4, trucks: doc.trucks, factoryPin: "394230" });
    await put(FREIGHT_SEED);
  });

  it("a save tells the page caches that freight changed (NOTIFY site_content, freight)", async () => {
    const adminUser = { id: 1, role: "admin" } as never;
    const { changed } = await collectLocalChanges(() => t.services.freight.save(FREIGHT_SEED, adminUser));
    expect([...changed]).toEqual(["freight"]);
  });

  it("an admin may save no truck types (the estimate then shows no freight)", async () => {
    expect((await put({ roadFactor: 1.3, trucks: [] })).status).toBe(200);
    expect(await read()).toEqual({ roadFactor: 1.3, trucks: [] });
    await put(FREIGHT_SEED);
  });

  it.each([
    [{ roadFactor: 0.9, trucks: TRUCKS }, "roadFactor", "Enter the road factor, from 1 to 3"],
    [{ roadFactor: "1.3", trucks: TRUCKS }, "roadFactor", "Enter the road factor, from 1 to 3"],
    [{ trucks: TRUCKS }, "roadFactor", "Enter the road factor, from 1 to 3"],
    [{ roadFactor: 1.3, trucks: [{ ...TRUCKS[0], name: " " }] }, "trucks.0.name", "Enter the truck's name"],
    [{ roadFactor: 1.3, trucks: [TRUCKS[0], { ...TRUCKS[1], loadTonnes: 0 }] }, "trucks.1.loadTonnes", "Enter the load in tonnes, more than 0 and at most 60"],
    [{ roadFactor: 1.3, trucks: [{ ...TRUCKS[0], ratePerKm: -5 }] }, "trucks.0.ratePerKm", "Enter the rate per km in rupees, more than 0 and at most 10,000"],
    [{ roadFactor: 1.3, trucks: [{ ...TRUCKS[0], minimumCharge: -1 }] }, "trucks.0.minimumCharge", "Enter the minimum charge in rupees, 0 or more"],
    [{ roadFactor: 1.3, trucks: Array.from({ length: 7 }, () => TRUCKS[0]) }, "trucks", "Please keep at most 6 truck types"],
  ])("refuses %j with 400 naming the field, and keeps what was stored", async (doc, field, message) => {
    const res = await put(doc);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fieldErrors: Record<string, string> };
    expect(body.fieldErrors[field]).toBe(message);
    expect(await read()).toEqual(FREIGHT_SEED);
  });
});

describe("GET /api/freight (public)", () => {
  it("answers the road factor, the truck types and the factory's PIN code to anyone, and is a page-cache key dropped by freight and business changes", async () => {
    const res = await t.request("/api/freight");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ roadFactor: FREIGHT_SEED.roadFactor, trucks: FREIGHT_SEED.trucks, factoryPin: "394230" });
    expect(cacheKeyOf("/api/freight", "", undefined)).toEqual({ key: "/api/freight", api: { tags: ["freight", "business"], route: "/api/freight" } });
  });

  it("reads business details saved before the factory PIN code existed as none, and the default freight before any is stored", async () => {
    const { factoryPin: _none, ...older } = BUSINESS_SEED;
    await t.services.db.execute(sql`update site_content set value = ${JSON.stringify(older)}::jsonb where key = 'business'`);
    await t.services.db.execute(sql`delete from site_content where key = 'freight'`);
    try {
      expect(await (await t.request("/api/freight")).json()).toEqual({ roadFactor: DEFAULT_FREIGHT.roadFactor, trucks: [], factoryPin: "" });
      expect(await read()).toEqual(DEFAULT_FREIGHT);
    } finally {
      await t.services.db.execute(
        sql`update site_content set value = ${JSON.stringify(BUSINESS_SEED satisfies BusinessDetails)}::jsonb where key = 'business'`,
      );
      expect((await put(FREIGHT_SEED)).status).toBe(200);
    }
  });
});
