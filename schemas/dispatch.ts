/**
 * Dispatches by truckload: the input rules of a new dispatch, of "Mark delivered" and of the
 * board's filters, shared by the admin's forms and the API, and the sentences both show.
 */
import { z } from "zod";
import { formatCount } from "#schemas/format";
import { isVehicleNumber, normalizeVehicleNumber, VEHICLE_NUMBER_MESSAGE, formatOrderQuantity } from "#schemas/orders";
import { optionalOwnImageUrl } from "#schemas/own-image";
import { blankIsAbsent, dayRangeParams, lastDayNotBeforeFirst, MAX_ID } from "#schemas/query";
import { oneLine } from "#schemas/text";

const INDIA_OFFSET_MS = 330 * 60_000;
export const DISPATCH_AT_MESSAGE = "Enter the date and time";

/**
 * "2026-11-24T10:30" is India's wall clock (what a datetime-local field gives); a full ISO
 * timestamp with its offset is taken as it is. Answers the instant, or undefined when unreadable.
 */
export function parseIndiaDateTime(v: string): Date | undefined {
  const local = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(v);
  const ms = local ? Date.parse(`${local[1]}T${local[2]}:${local[3]}:00Z`) - INDIA_OFFSET_MS : /[zZ]|[+-]\d{2}:\d{2}$/.test(v) ? Date.parse(v) : NaN;
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

/** An instant as a datetime-local field shows it in India: "2026-11-24T10:30". */
export const indiaDateTimeLocal = (at: Date | string) => new Date(new Date(at).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);

/** "10:30 am": the clock in India, as the customer's message says when a truck left. */
export function indiaClock(at: Date | string): string {
  const wall = new Date(new Date(at).getTime() + INDIA_OFFSET_MS);
  const h = wall.getUTCHours();
  return `${h % 12 || 12}:${String(wall.getUTCMinutes()).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}

const dateTime = z
  .string(DISPATCH_AT_MESSAGE)
  .trim()
  .transform((v, ctx) => parseIndiaDateTime(v) ?? (ctx.addIssue({ code: "custom", message: DISPATCH_AT_MESSAGE }), z.NEVER));

const optionalText = (max: number, tooLong: string) =>
  z.preprocess((v) => (v === undefined || v === null ? "" : v), oneLine(z.string().trim().max(max, tooLong)));

export const QUANTITY_MESSAGE = "Enter a quantity above 0 with at most 3 decimals";
const FREIGHT_MESSAGE = "Enter the freight in rupees, e.g. 2500";
const ITEM_MESSAGE = "Choose a line of this order";

/** A quantity of a line on this load: above 0, at most 3 decimals, as exact text. */
const loadQuantity = z.preprocess(
  (v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : typeof v === "string" ? v.trim() : v),
  z
    .string(QUANTITY_MESSAGE)
    .regex(/^\d{1,11}(\.\d{1,3})?$/, QUANTITY_MESSAGE)
    .refine((v) => Number(v) > 0, QUANTITY_MESSAGE),
);

/** POST /api/orders/:id/dispatches: one truckload of a confirmed order. */
export const dispatchInput = z.object({
  dispatch_at: dateTime,
  vehicle_number: z.string(VEHICLE_NUMBER_MESSAGE).transform(normalizeVehicleNumber).refine(isVehicleNumber, VEHICLE_NUMBER_MESSAGE),
  driver_name: optionalText(100, "Keep the driver's name under 100 characters"),
  driver_phone: z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/[\s-]+/g, "") : v === undefined || v === null ? "" : v),
    z.string("Enter the driver's phone in digits").regex(/^(\+?\d{6,15})?$/, "Enter the driver's phone in digits"),
  ),
  transporter: optionalText(200, "Keep the transporter under 200 characters"),
  freight_amount: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? "0" : typeof v === "number" ? String(v) : v),
    z
      .string(FREIGHT_MESSAGE)
      .trim()
      .regex(/^\d{1,11}(\.\d{1,2})?$/, FREIGHT_MESSAGE),
  ),
  notes: z.preprocess((v) => (v === undefined || v === null ? "" : v), z.string().trim().max(1000, "Keep the notes under 1000 characters")),
  items: z
    .array(
      z.object({
        order_item_id: z.coerce.number(ITEM_MESSAGE).int(ITEM_MESSAGE).min(1, ITEM_MESSAGE).max(MAX_ID, ITEM_MESSAGE),
        quantity: loadQuantity,
      }),
      "Add at least one item to this load",
    )
    .min(1, "Add at least one item to this load")
    .max(200, "Keep a load under 200 lines"),
});
export type DispatchInput = z.input<typeof dispatchInput>;
export type DispatchData = z.output<typeof dispatchInput>;

/** POST /api/dispatches/:id/delivered: who signed for the load, when, and the photo of the signed challan if any. */
export const deliveredInput = z.object({
  received_by: oneLine(z.string("Enter who received the goods").trim().min(1, "Enter who received the goods").max(100, "Keep the name under 100 characters")),
  delivered_at: dateTime,
  proof_image: optionalOwnImageUrl.optional().transform((v) => v ?? null),
});
export type DeliveredData = z.output<typeof deliveredInput>;

export const DISPATCH_CHANNELS = ["email", "whatsapp"] as const;
export const dispatchSendInput = z.object({ channel: z.enum(DISPATCH_CHANNELS, "Choose e-mail or WhatsApp") });

/** GET /api/dispatches: the board's days (India; default today and the next 7) and a product. */
export const dispatchBoardQuery = z
  .object({
    ...dayRangeParams,
    product: z.preprocess(blankIsAbsent, z.coerce.number().int().min(1).max(MAX_ID).optional().catch(undefined)),
  })
  .superRefine(lastDayNotBeforeFirst);
export type DispatchBoardQuery = z.output<typeof dispatchBoardQuery>;

/** Days the board shows after today unless told otherwise. */
export const BOARD_DAYS_AHEAD = 7;

/** "4,000 Pieces of Zig-Zag Paver Block 60 mm and 200 Bags of Cement": what a load carries. */
export function loadText(items: { quantity: string; unit: string; description: string }[]): string {
  const parts = items.map((i) => `${formatOrderQuantity(i.quantity, i.unit)} of ${i.description}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : (parts[0] ?? "");
}

/** "Your order SO/2026-27/0001: vehicle GJ05AB1234 left at 10:30 am with 4,000 Pieces of Zig-Zag Paver Block 60 mm." */
export function dispatchMessage(d: {
  order_number: string;
  vehicle_number: string;
  dispatch_at: string;
  items: { quantity: string; unit: string; description: string }[];
}): string {
  return `Your order ${d.order_number}: vehicle ${d.vehicle_number} left at ${indiaClock(d.dispatch_at)} with ${loadText(d.items)}.`;
}

/** "Still to dispatch: 52,000 Pieces of Zig-Zag Paver Block 60 mm across 4 orders". */
export const stillToDispatchText = (r: { remaining: string; unit: string; description: string; orders: number }) =>
  `Still to dispatch: ${formatOrderQuantity(r.remaining, r.unit)} of ${r.description} across ${formatCount(r.orders)} ${r.orders === 1 ? "order" : "orders"}`;

/** Settings, "Delivery challans": whether a challan shows the rate and amount of each line (off unless turned on). */
export const challanSettingsSchema = z.object({ showValues: z.boolean("Choose whether challans show values") });
export type ChallanSettings = z.output<typeof challanSettingsSchema>;
export const DEFAULT_CHALLAN_SETTINGS: ChallanSettings = { showValues: false };
