import { and, asc, desc, eq } from "drizzle-orm";
import { DEFAULT_GST_RATE, DEFAULT_HSN } from "#schemas/gst";
import type { OrderCreateData } from "#schemas/order-input";
import type { Seller } from "#schemas/wire";
import type { DbOrTx } from "../../core/db/connection";
import { freightOf, lineFields } from "../../core/document-lines";
import { customers, inquiries, products, quotationItems, quotations, salesOrders } from "../../core/db/schema";
import { matchOrCreateCustomer, type CustomerIdentity } from "../customers";
import { currentSeller } from "../quotations";
import type { OrderLine } from "./values";

/** What a new order is made of before its details: the buyer, the lines and freight, the seller, and what it came from. */
export type OrderSource = {
  customerId: number;
  customer: CustomerIdentity;
  lines: OrderLine[];
  freight: { amount: string; hsn: string; gst_rate: number } | null;
  seller: Seller;
  quotationId: number | null;
  inquiryId: number | null;
};

export type SourceRefusal = "unknown-quotation" | "not-accepted" | "already-ordered" | "unknown-lead" | "unknown-customer";

type QuotationRow = typeof quotations.$inferSelect;

/** The buyer as a stored customer reads (a lead's or a chosen one). */
async function storedCustomer(t: DbOrTx, id: number): Promise<CustomerIdentity | undefined> {
  const [c] = await t.select().from(customers).where(eq(customers.id, id));
  return c;
}

/** An accepted quotation's buyer, lines (rates, discounts, GST rates) and freight, exactly; its customer matched or made. */
async function fromQuotation(t: DbOrTx, q: QuotationRow, actorId: number): Promise<OrderSource | SourceRefusal> {
  if (q.status !== "accepted") return "not-accepted";
  const [made] = await t.select({ id: salesOrders.id }).from(salesOrders).where(eq(salesOrders.quotationId, q.id)).limit(1);
  if (made) return "already-ordered";
  const customer: CustomerIdentity = {
    name: q.customerName,
    company: q.company,
    gstin: q.customerGstin,
    billingAddress: q.billingAddress,
    stateCode: q.stateCode,
    countryCode: q.countryCode,
    phone: q.phone,
    email: q.email,
  };
  const customerId = q.customerId ?? (await matchOrCreateCustomer(t, customer, actorId)).id;
  const items = await t.select().from(quotationItems).where(eq(quotationItems.quotationId, q.id)).orderBy(asc(quotationItems.position));
  return {
    customerId,
    customer,
    lines: items.map((i) => ({ product_id: i.productId, ...lineFields(i) })),
    freight: freightOf(q),
    seller: q.seller,
    quotationId: q.id,
    inquiryId: q.inquiryId,
  };
}

/** A lead's order: its accepted quotation's if it has one, else its product and quantity at the catalogue's price. */
async function fromLead(t: DbOrTx, inquiryId: number, actorId: number): Promise<OrderSource | SourceRefusal> {
  const [lead] = await t.select().from(inquiries).where(eq(inquiries.id, inquiryId));
  if (!lead) return "unknown-lead";
  const [accepted] = await t
    .select()
    .from(quotations)
    .where(and(eq(quotations.inquiryId, inquiryId), eq(quotations.status, "accepted")))
    .orderBy(desc(quotations.acceptedAt), desc(quotations.id))
    .limit(1);
  if (accepted) return fromQuotation(t, accepted, actorId);
  const identity: CustomerIdentity = {
    name: lead.name,
    company: "",
    gstin: null,
    billingAddress: "",
    stateCode: "",
    countryCode: lead.countryCode,
    phone: lead.mobile,
    email: "",
  };
  const customerId = lead.customerId ?? (await matchOrCreateCustomer(t, identity, actorId)).id;
  const [product] = lead.productId ? await t.select().from(products).where(eq(products.id, lead.productId)) : [undefined];
  return {
    customerId,
    customer: (await storedCustomer(t, customerId)) ?? identity,
    lines: [
      {
        product_id: product?.id ?? null,
        description: product?.name ?? lead.productName ?? "Product",
        hsn: product?.hsnCode ?? DEFAULT_HSN,
        quantity: String(lead.quantity),
        unit: lead.unit,
        rate: product?.price ?? "0",
        discount_pct: "0",
        gst_rate: product?.gstRate ?? DEFAULT_GST_RATE,
      },
    ],
    freight: null,
    seller: await currentSeller(t),
    quotationId: null,
    inquiryId,
  };
}

/** What `input` makes an order from: a quotation, a lead, or staff's own customer and lines. */
export async function orderSourceOf(t: DbOrTx, input: OrderCreateData, actorId: number): Promise<OrderSource | SourceRefusal> {
  if (input.quotation_id !== undefined) {
    const [q] = await t.select().from(quotations).where(eq(quotations.id, input.quotation_id)).for("update");
    return q ? fromQuotation(t, q, actorId) : "unknown-quotation";
  }
  if (input.inquiry_id !== undefined) return fromLead(t, input.inquiry_id, actorId);
  let customerId: number;
  let customer: CustomerIdentity | undefined;
  if (input.customer_id !== undefined) {
    customerId = input.customer_id;
    customer = await storedCustomer(t, customerId);
    if (!customer) return "unknown-customer";
  } else {
    const c = input.customer!;
    customer = {
      name: c.customer_name,
      company: c.company,
      gstin: c.customer_gstin,
      billingAddress: c.billing_address,
      stateCode: c.state_code,
      countryCode: c.country_code,
      phone: c.phone,
      email: c.email,
    };
    customerId = (await matchOrCreateCustomer(t, customer, actorId)).id;
  }
  return { customerId, customer, lines: input.items!, freight: input.freight, seller: await currentSeller(t), quotationId: null, inquiryId: null };
}
