/**
 * The customer's page of a load (/api/d/:token and its challan): no sign-in, never indexed, kept
 * out of shared caches, an unknown token 404, nothing staff-only in it, and the request log keeps
 * the route without the token.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loggablePath } from "../../server/core/http/log-path";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { createConfirmedOrder } from "../helpers/confirmed-order";
import { loggedApp } from "../helpers/logged-app";
import { readPdf } from "../helpers/pdf-text";
import { dispatchLoad, freshAddress } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, manager: string;
let order: Awaited<ReturnType<typeof createConfirmedOrder>>;
let load: Json;
beforeAll(async () => {
  ({ t, manager } = await createStaffTestApp({ PUBLIC_URL: "https://shop.test.example" }));
  order = await createConfirmedOrder(t.services.db);
  const res = await dispatchLoad(t, manager, order, ["4000"], { vehicle_number: "GJ05AB1234", driver_name: "Ramesh", driver_phone: "9825012345" });
  load = res.body.data;
});
const tokenOf = (d: Json) => String(d.token_url).split("/d/")[1];

describe("a dispatch's link", () => {
  it("opens without signing in: the order number, the load, vehicle, driver, when it left, not delivered; noindex and no-store", async () => {
    const res = await t.request(`/api/d/${tokenOf(load)}`, { address: freshAddress() });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { data } = (await res.json()) as Json;
    expect(data).toEqual({
      number: load.number,
      order_number: order.number,
      seller_name: "Shree Cement Products",
      customer_name: order.customerName,
      dispatch_at: load.dispatch_at,
      vehicle_number: "GJ05AB1234",
      driver_name: "Ramesh",
      transporter: "",
      items: [{ description: "Zig-Zag Paver Block 60 mm", hsn: "68101190", unit: "Pieces", quantity: "4000.000" }],
      delivered_at: null,
      received_by: null,
    });
  });

  it("serves the delivery challan PDF, noindex", async () => {
    const res = await t.request(`/api/d/${tokenOf(load)}/challan.pdf`, { address: freshAddress() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.headers.get("content-disposition")).toContain(`filename="${load.number.replaceAll("/", "-")}.pdf"`);
    expect((await readPdf(new Uint8Array(await res.arrayBuffer()))).text).toContain(load.number);
  });

  it("answers 404 to an unknown or malformed token, the page and the PDF alike", async () => {
    const real = tokenOf(load);
    // The real token with its last character changed (the real one may itself end in "_").
    const changed = `${real.slice(0, 31)}${real.endsWith("_") ? "-" : "_"}`;
    for (const token of ["A".repeat(32), "short", changed]) {
      expect((await t.request(`/api/d/${token}`, { address: freshAddress() })).status).toBe(404);
      expect((await t.request(`/api/d/${token}/challan.pdf`, { address: freshAddress() })).status).toBe(404);
    }
  });

  it("is written to the request log as /d/[token] and /api/d/[token]", async () => {
    expect(loggablePath(`/d/${tokenOf(load)}`)).toBe("/d/[token]");
    const { app, lines, paths } = loggedApp(t);
    await app.request(`/api/d/${tokenOf(load)}`);
    await app.request(`/api/d/${tokenOf(load)}/challan.pdf`);
    expect(paths()).toEqual(["/api/d/[token]", "/api/d/[token]/challan.pdf"]);
    expect(lines.join("\n")).not.toContain(tokenOf(load));
  });

  it("is rate limited per address", async () => {
    const address = freshAddress();
    const limited = await createStaffTestApp({ RATE_LIMIT_QUOTATION_READS: "3" });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await limited.t.request(`/api/d/${"B".repeat(32)}`, { address })).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
