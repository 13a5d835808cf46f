/**
 * Business details' bank account and UPI ID (printed on tax invoices): PUT /api/site/business
 * refuses a bad IFSC and a bad UPI ID with 400 naming the field and saves nothing, and keeps good
 * ones (the IFSC in capitals).
 */
import { describe, expect, it } from "vitest";
import type { BusinessDetails } from "#schemas/business";
import { BUSINESS_SEED } from "../../server/features/content/business";
import { createStaffTestApp } from "../helpers/app";

const { t, admin } = await createStaffTestApp();

const PATH = "/api/site/business";
const withBank = (bank: Partial<NonNullable<BusinessDetails["bank"]>>): BusinessDetails => {
  const b = structuredClone(BUSINESS_SEED);
  b.bank = {
    accountName: "Shree Ganesh Cement Products",
    accountNumber: "50200012345678",
    ifsc: "HDFC0001234",
    bankName: "HDFC Bank",
    upiId: "shreeganesh@okhdfc",
    ...bank,
  };
  return b;
};
const put = async (json: unknown) => {
  const res = await t.request(PATH, { method: "PUT", json, token: admin });
  return { status: res.status, body: (await res.json()) as { data?: BusinessDetails; error?: string; fieldErrors?: Record<string, string> } };
};
const saved = async () => ((await (await t.request(PATH, { token: admin })).json()) as { data: BusinessDetails }).data;

describe("PUT /api/site/business: bank and UPI", () => {
  it("keeps a good IFSC (in capitals) and UPI ID", async () => {
    const res = await put(withBank({ ifsc: " sbin0001234 ", upiId: "shree.cement@okaxis" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data?.bank).toMatchObject({ ifsc: "SBIN0001234", upiId: "shree.cement@okaxis", accountNumber: "50200012345678" });
    expect((await saved()).bank).toMatchObject({ ifsc: "SBIN0001234", upiId: "shree.cement@okaxis" });
  });

  it.each([
    ["ifsc", { ifsc: "SBIN1234567" }, "Enter the IFSC as on the cheque book, e.g. SBIN0001234"],
    ["ifsc", { ifsc: "SBI0001234" }, "Enter the IFSC as on the cheque book, e.g. SBIN0001234"],
    ["upiId", { upiId: "shree cement@okaxis" }, "Enter the UPI ID as name@handle, e.g. shreecement@okaxis"],
    ["upiId", { upiId: "shreecement" }, "Enter the UPI ID as name@handle, e.g. shreecement@okaxis"],
  ] as const)("refuses a bad %s (%j) with 400 naming the field and saves nothing", async (field, bank, message) => {
    const before = await saved();
    const res = await put(withBank(bank));
    expect(res.status).toBe(400);
    const named = Object.entries(res.body.fieldErrors ?? {}).find(([key]) => key === field || key.endsWith(`.${field}`));
    expect(named, JSON.stringify(res.body)).toBeDefined();
    expect(named?.[1]).toBe(message);
    expect((await saved()).bank).toEqual(before.bank);
  });
});
