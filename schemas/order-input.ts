/**
 * A sales order's input rules, shared by the API and the order page, so both refuse the same values
 * with the same messages. A line's field is named by its path (`items.0.quantity`, see
 * quotationFieldErrors); an order's lines and freight follow a quotation's rules.
 */
import { z } from "zod";
import { customerIdentityChecks, quotationFreightInput, quotationInput, quotationItemInput } from "#schemas/quotations";
import { isCalendarDay, limitParam, MAX_ID, statusParam, pageParam, searchParam } from "#schemas/query";
import { divRound, formatScaled, parseScaled } from "#schemas/gst";
import { ORDER_STATUSES } from "#schemas/orders";

const ORDER_ITEMS_MAX = 50;
export const ORDER_NOTES_MAX = 2000;
export const CANCEL_REASON_MAX = 500;
/** Orders per page of the list. */
const ORDER_PAGE_SIZE = 20;

export const ORDER_MESSAGES = {
  items: "Add at least one item",
  itemsMax: `At most ${ORDER_ITEMS_MAX} items`,
  customer: "Choose a customer or enter the customer's details",
  pin: "Enter the 6-digit PIN code",
  deliveryFrom: "Enter the first delivery date as YYYY-MM-DD",
  deliveryTo: "Enter the last delivery date as YYYY-MM-DD",
  deliveryOrder: "The last delivery date cannot be before the first",
  advance: "Enter the advance as an amount with at most 2 decimals",
  advancePercent: "The advance must be from 0 to 100 %",
  advanceTooLarge: "The advance cannot be more than the order's grand total",
  notes: `Keep the notes under ${ORDER_NOTES_MAX} characters`,
  reason: "Enter the reason for cancelling",
  reasonMax: `Keep the reason under ${CANCEL_REASON_MAX} characters`,
} as const;

const id = (message: string) => z.coerce.number(message).int(message).min(1, message).max(MAX_ID, message);
const optionalId = (message: string) => z.preprocess((v) => (v === "" || v === null ? undefined : v), id(message).optional());
const shortText = (max: number, label: string) =>
  z.preprocess((v) => v ?? "", z.string(`${label} must be text`).trim().max(max, `Keep the ${label.toLowerCase()} under ${max} characters`));
const day = (message: string) =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), z.string(message).trim().refine(isCalendarDay, message).nullable());

/** The customer's own fields, as a quotation takes them: for an order made without a stored customer. */
const customerFields = z
  .object({
    customer_name: quotationInput.shape.customer_name,
    company: quotationInput.shape.company,
    billing_address: quotationInput.shape.billing_address,
    state_code: quotationInput.shape.state_code,
    customer_gstin: quotationInput.shape.customer_gstin,
    country_code: quotationInput.shape.country_code,
    phone: quotationInput.shape.phone,
    email: quotationInput.shape.email,
  })
  .superRefine(customerIdentityChecks, { when: () => true });
export type OrderCustomerFields = z.output<typeof customerFields>;

/**
 * Where and when the goods go, the advance asked and the notes: what a draft's page changes. A stored
 * site (`site_id`, one of the customer's) or a new address with its PIN code and contact.
 */
const orderDetailsShape = {
  site_id: optionalId("Choose one of the customer's sites").transform((v) => v ?? null),
  delivery_address: shortText(500, "Delivery address"),
  delivery_pin: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : (v ?? "")),
    z
      .string(ORDER_MESSAGES.pin)
      .trim()
      .refine((v) => v === "" || /^[1-9]\d{5}$/.test(v), ORDER_MESSAGES.pin),
  ),
  site_contact_name: shortText(100, "Contact name"),
  site_contact_phone: z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/[\s-]+/g, "") : (v ?? "")),
    z.string("Enter the contact's phone in digits").refine((v) => v === "" || /^\+?\d{6,15}$/.test(v), "Enter the contact's phone in digits"),
  ),
  delivery_from: day(ORDER_MESSAGES.deliveryFrom),
  delivery_to: day(ORDER_MESSAGES.deliveryTo),
  advance_kind: z.preprocess((v) => v ?? "amount", z.enum(["amount", "percent"], "Choose an amount or a percent")),
  advance_value: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? "0" : typeof v === "number" ? String(v) : v),
    z
      .string(ORDER_MESSAGES.advance)
      .trim()
      .regex(/^\d{1,12}(?:\.\d{1,2})?$/, ORDER_MESSAGES.advance),
  ),
  notes: z.preprocess((v) => v ?? "", z.string("Notes must be text").max(ORDER_NOTES_MAX, ORDER_MESSAGES.notes)),
};

function detailsChecks(o: { delivery_from?: unknown; delivery_to?: unknown; advance_kind?: unknown; advance_value?: unknown }, ctx: z.RefinementCtx) {
  if (typeof o.delivery_from === "string" && typeof o.delivery_to === "string" && o.delivery_to < o.delivery_from)
    ctx.addIssue({ code: "custom", path: ["delivery_to"], message: ORDER_MESSAGES.deliveryOrder });
  if (o.advance_kind === "percent" && typeof o.advance_value === "string" && Number(o.advance_value) > 100)
    ctx.addIssue({ code: "custom", path: ["advance_value"], message: ORDER_MESSAGES.advancePercent });
}

const itemsField = z.array(quotationItemInput, ORDER_MESSAGES.items).min(1, ORDER_MESSAGES.items).max(ORDER_ITEMS_MAX, ORDER_MESSAGES.itemsMax);
const freightField = quotationFreightInput
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/**
 * POST /api/orders: from an accepted quotation (`quotation_id`: its customer, lines and freight), from
 * a lead (`inquiry_id`: its accepted quotation's, else its product and quantity), or from scratch ("New
 * order": `customer_id` or `customer`, and `items`). The details may be given with any of them.
 */
export const orderCreateInput = z
  .object({
    quotation_id: optionalId("Choose a quotation"),
    inquiry_id: optionalId("Choose a lead"),
    customer_id: optionalId("Choose a customer"),
    customer: customerFields.optional(),
    items: itemsField.optional(),
    freight: freightField,
    ...orderDetailsShape,
  })
  .superRefine(
    (o, ctx) => {
      detailsChecks(o, ctx);
      if (o.quotation_id !== undefined || o.inquiry_id !== undefined) return;
      if (o.customer_id === undefined && o.customer === undefined) ctx.addIssue({ code: "custom", path: ["customer"], message: ORDER_MESSAGES.customer });
      if (o.items === undefined) ctx.addIssue({ code: "custom", path: ["items"], message: ORDER_MESSAGES.items });
    },
    { when: () => true },
  );
export type OrderCreateData = z.output<typeof orderCreateInput>;

/** PUT /api/orders/:id (a draft): its details, and its lines and freight when given (left out, they stay). */
export const orderUpdateInput = z
  .object({ items: itemsField.optional(), freight: freightField.optional(), ...orderDetailsShape })
  .superRefine(detailsChecks, { when: () => true });
export type OrderUpdateData = z.output<typeof orderUpdateInput>;
export type OrderDetailsData = Omit<OrderUpdateData, "items" | "freight">;

/** POST /api/orders/:id/cancel (admins). */
export const orderCancelInput = z.object({
  reason: z.preprocess((v) => v ?? "", z.string(ORDER_MESSAGES.reason).trim().min(1, ORDER_MESSAGES.reason).max(CANCEL_REASON_MAX, ORDER_MESSAGES.reasonMax)),
});

/** `?page&status&search` of the orders list. */
export const orderListQuery = z.object({
  page: pageParam,
  limit: limitParam(ORDER_PAGE_SIZE),
  status: statusParam(ORDER_STATUSES),
  search: searchParam,
});
export type OrderListQuery = z.output<typeof orderListQuery>;

/** The advance asked in rupees (2 decimals): the amount itself, or the percent of the grand total rounded to the paisa. */
export function advanceAmountOf(kind: "amount" | "percent", value: string, grandTotal: string): string {
  if (kind === "amount") return formatScaled(parseScaled(value, 2), 2);
  return formatScaled(divRound(parseScaled(grandTotal, 2) * parseScaled(value, 2), 10_000n), 2);
}
