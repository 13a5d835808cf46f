/**
 * The order side's shared words and rules (sales orders, dispatches, delivery challans), used by
 * the API and the admin screens alike. Pure: no database, no browser.
 */
import { formatCount } from "#schemas/format";
import { formatScaled, parseScaled } from "#schemas/gst/exact-decimal";
import type { OrderStatus } from "#schemas/wire/orders";

export const ORDER_STATUSES = [
  "draft",
  "confirmed",
  "partly_dispatched",
  "dispatched",
  "delivered",
  "closed",
  "cancelled",
] as const satisfies readonly OrderStatus[];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  draft: "Draft",
  confirmed: "Confirmed",
  partly_dispatched: "Partly dispatched",
  dispatched: "Dispatched",
  delivered: "Delivered",
  closed: "Closed",
  cancelled: "Cancelled",
};

/** SO/2026-27/0001, DC/2026-27/0001: a series, the financial year and four digits (more past 9999). */
export const documentNumber = (series: string, fy: string, seq: number) => `${series}/${fy}/${String(seq).padStart(4, "0")}`;

/** The file name of a document's PDF: "DC/2026-27/0001" → "DC-2026-27-0001.pdf". */
export const documentFileName = (number: string) => `${number.replace(/[^\w-]+/g, "-")}.pdf`;

/**
 * An Indian vehicle registration as stored: upper case, without the spaces and dashes people type
 * ("gj-05 ab 1234" → "GJ05AB1234").
 */
export const normalizeVehicleNumber = (typed: string) => typed.replace(/[\s-]+/g, "").toUpperCase();

/**
 * Whether a normalised number is an Indian registration: the state's two letters and the RTO's one
 * or two digits, then up to three letters of the series and one to four digits ("GJ05AB1234",
 * "DL1CAB1234", "MH12A123"), or a Bharat series number ("22BH1234AA").
 */
export const isVehicleNumber = (normalised: string) => /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}$/.test(normalised) || /^\d{2}BH\d{4}[A-Z]{1,2}$/.test(normalised);

export const VEHICLE_NUMBER_MESSAGE = "Enter the vehicle number as on its plate, e.g. GJ05AB1234";

/** An order line's quantities: what was ordered and how much of it has left on trucks so far (decimal text). */
export type LineProgress = { quantity: string; dispatched: string };

/** A quantity in thousandths (3 decimals, as stored), exact. */
export const thousandths = (quantity: string) => parseScaled(quantity, 3, "quantity");

/** What is left to dispatch of a line, as exact decimal text ("12000.000"). */
export const remainingOf = (line: LineProgress) => formatScaled(thousandths(line.quantity) - thousandths(line.dispatched), 3);

/**
 * Where a confirmed order stands from its lines and dispatches: nothing gone yet is Confirmed,
 * some of it Partly dispatched, all of it Dispatched, and Delivered once every line has gone in
 * full and every dispatch has been signed for. Draft, Closed and Cancelled are set by hand and stay.
 */
export function orderStatusAfterDispatch(current: OrderStatus, lines: LineProgress[], dispatchesDelivered: boolean[]): OrderStatus {
  if (current === "draft" || current === "closed" || current === "cancelled") return current;
  const anyGone = lines.some((l) => thousandths(l.dispatched) > 0n);
  if (!anyGone) return "confirmed";
  const allGone = lines.every((l) => thousandths(l.dispatched) >= thousandths(l.quantity));
  if (!allGone) return "partly_dispatched";
  return dispatchesDelivered.every(Boolean) ? "delivered" : "dispatched";
}

/** An order quantity as people read it: "12,000 Pieces", "2.5 Tonnes" (Indian grouping, no trailing zeros). */
export const formatOrderQuantity = (quantity: string, unit: string) => `${formatCount(Number(quantity))} ${unit}`;

/**
 * The refusal for a load asking more of a line than remains:
 * "Only 12,000 Pieces of Zig-Zag Paver Block 60 mm remain to dispatch".
 */
export function onlyRemainsMessage(remaining: string, unit: string, description: string): string {
  return `Only ${formatOrderQuantity(remaining, unit)} of ${description} remain to dispatch`;
}
