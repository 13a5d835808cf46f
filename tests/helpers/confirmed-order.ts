/**
 * Test setup: a confirmed sales order inserted straight into the tables (a customer, the order
 * numbered by nextDocumentNumber, its lines), for the dispatch tests to load trucks from without
 * going through the orders screens. Not a test itself.
 */
import type { Seller } from "#schemas/wire";
import type { DbOrTx } from "../../server/core/db/connection";
import { customers, orderItems, salesOrders } from "../../server/core/db/schema";
import { nextDocumentNumber } from "../../server/core/document-numbers";
import { uniqueMobile, uniqueName } from "./unique";

export const TEST_SELLER: Seller = {
  name: "Shree Cement Products",
  address_lines: ["Plot 4, GIDC", "Vadodara 390010"],
  state_code: "24",
  state_name: "Gujarat",
  phones: ["+91 98250 00000"],
  email: "sales@test.example",
  gstin: "24ABCDE1234F1Z5",
};

export type OrderLineSetup = { description: string; quantity: string; unit?: string; hsn?: string; rate?: string; productId?: number | null };

/** A confirmed order of `lines` (by default 40,000 Pieces of a paver), with its customer (a GSTIN is on the order only: the customer stays unique); answers the ids and number. */
export async function createConfirmedOrder(
  db: DbOrTx,
  opts: { lines?: OrderLineSetup[]; email?: string; customerName?: string; gstin?: string | null; status?: "confirmed" | "draft" } = {},
): Promise<{ id: number; number: string; customerId: number; customerName: string; itemIds: number[] }> {
  const lines = opts.lines ?? [{ description: "Zig-Zag Paver Block 60 mm", quantity: "40000", unit: "Pieces" }];
  const name = opts.customerName ?? uniqueName("Ravi");
  const phone = uniqueMobile();
  return db.transaction(async (t) => {
    const [customer] = await t
      .insert(customers)
      .values({ name, company: "Patil Constructions", billingAddress: "12 MG Road\nPune 411001", stateCode: "27", phone, email: opts.email ?? "" })
      .returning({ id: customers.id });
    const { fy, seq, number } = await nextDocumentNumber(t, "SO", new Date());
    const [order] = await t
      .insert(salesOrders)
      .values({
        number,
        fy,
        seq,
        status: opts.status ?? "confirmed",
        customerId: customer.id,
        customerName: name,
        company: "Patil Constructions",
        billingAddress: "12 MG Road\nPune 411001",
        stateCode: "27",
        customerGstin: opts.gstin ?? null,
        phone,
        email: opts.email ?? "",
        deliveryAddress: "Site 7, Hinjewadi Phase 2\nPune",
        deliveryPin: "411057",
        siteContactName: "Suresh Kale",
        siteContactPhone: "9822012345",
        subtotal: "0",
        taxTotal: "0",
        roundOff: "0",
        grandTotal: "0",
        intraState: false,
        seller: TEST_SELLER,
        confirmedAt: opts.status === "draft" ? null : new Date(),
      })
      .returning({ id: salesOrders.id });
    const items = await t
      .insert(orderItems)
      .values(
        lines.map((l, i) => ({
          orderId: order.id,
          position: i + 1,
          productId: l.productId ?? null,
          description: l.description,
          hsn: l.hsn ?? "68101190",
          quantity: l.quantity,
          unit: l.unit ?? "Pieces",
          rate: l.rate ?? "42.00",
          gstRate: 18,
        })),
      )
      .returning({ id: orderItems.id });
    return { id: order.id, number, customerId: customer.id, customerName: name, itemIds: items.map((i) => i.id) };
  });
}
