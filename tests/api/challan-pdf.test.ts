/**
 * The delivery challan PDF read back as text: the seller's letterhead and GSTIN, "Delivery
 * Challan", its number, the order, the consignee and delivery site, the lines with HSN and
 * quantity, vehicle, driver and transporter, and the receiver's acknowledgement; values only when
 * Settings turns them on; made once per version of the challan.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { pdfsMadeOffThread } from "../../server/core/pdf/thread";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { createConfirmedOrder } from "../helpers/confirmed-order";
import { readPdf } from "../helpers/pdf-text";
import { auditOf, dispatchLoad } from "./_support";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, admin: string, manager: string;
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp());
});

async function newLoad() {
  const order = await createConfirmedOrder(t.services.db, {
    gstin: "27AAPFU0939F1ZV",
    lines: [
      { description: "Zig-Zag Paver Block 60 mm", quantity: "16000", hsn: "68101190", rate: "42.50" },
      { description: "Kerb Stone 300 mm", quantity: "300", hsn: "6810", unit: "Nos" },
    ],
  });
  const res = await dispatchLoad(t, manager, order, ["4000", "120"], {
    vehicle_number: "gj 05 ab 1234",
    driver_name: "Ramesh Yadav",
    driver_phone: "9825012345",
    transporter: "Shree Roadlines",
  });
  expect(res.status).toBe(201);
  return { order, load: res.body.data as Json };
}
const challanText = async (id: number) => {
  const res = await t.request(`/api/dispatches/${id}/challan.pdf`, { token: manager });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return (await readPdf(new Uint8Array(await res.arrayBuffer()))).text;
};
const setValues = (showValues: boolean) => t.request("/api/settings/challan", { method: "PUT", token: admin, json: { showValues } });

describe("the delivery challan PDF", () => {
  it("reads back the number, order, consignee, site, lines with HSN and quantities, vehicle and the receipt", async () => {
    const { order, load } = await newLoad();
    const text = await challanText(load.id);
    for (const part of [
      "Shree Cement Products",
      "GSTIN: 24ABCDE1234F1Z5",
      "Delivery Challan",
      `No. ${load.number}`,
      `Order: ${order.number}`,
      "CONSIGNEE",
      order.customerName,
      "Patil Constructions",
      "12 MG Road",
      "GSTIN: 27AAPFU0939F1ZV",
      "DELIVERY SITE",
      "Site 7, Hinjewadi Phase 2",
      "PIN: 411057",
      "Contact: Suresh Kale, 9822012345",
      "Zig-Zag Paver Block 60 mm 68101190 4,000 Pieces",
      "Kerb Stone 300 mm 6810 120 Nos",
      "Vehicle: GJ05AB1234",
      "Driver: Ramesh Yadav, 9825012345",
      "Transporter: Shree Roadlines",
      "Received the above goods in good condition",
      "Receiver's signature and stamp",
    ])
      expect(text).toContain(part);
    // Values are off unless Settings turns them on.
    expect(text).not.toContain("Rate");
    expect(text).not.toContain("1,70,000");
  });

  it("shows rate and amount once 'Show values on delivery challans' is on (audited), and is made again only for a new version", async () => {
    const { load } = await newLoad();
    await challanText(load.id);
    const made = pdfsMadeOffThread();
    await challanText(load.id);
    expect(pdfsMadeOffThread()).toBe(made);
    const saved = await setValues(true);
    expect(saved.status).toBe(200);
    try {
      const text = await challanText(load.id);
      expect(pdfsMadeOffThread()).toBe(made + 1);
      expect(text).toContain("Rate");
      expect(text).toContain("4,000 Pieces ₹42.50 ₹1,70,000.00");
      expect((await auditOf(t, "dispatch.settings", "challan"))[0].details).toEqual({ show_values: true });
      expect((await (await t.request("/api/settings/challan", { token: manager })).json()) as Json).toMatchObject({ data: { showValues: true } });
    } finally {
      await setValues(false);
    }
    expect((await setValues("yes" as never)).status).toBe(400);
  });
});
