import { LEAD_STAGE_LABELS, LOST_REASON_LABELS, type LeadFilters } from "#schemas/leads";
import { LEAD_SOURCE_LABELS } from "#schemas/lead-sources";
import type { LeadSummary } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { toCsv } from "../../core/csv";
import { indiaDateTimeCell } from "#schemas/india-time";
import { whereOf, type UnknownCategory } from "./filters";
import { leadsWithOwner, newestFirst, summaryOf } from "./summary";

/** The most rows one CSV export holds. */
const LEAD_EXPORT_MAX = 50_000;

/** The columns of the leads' CSV export, in order. */
const LEADS_CSV_HEADER = [
  "ID",
  "Date",
  "Customer",
  "Country Code",
  "Mobile",
  "Product",
  "Category",
  "Quantity",
  "Unit",
  "Stage",
  "Lost Reason",
  "Assigned To",
  "Next Follow-up",
  "Source",
];

/** The CSV export of leads (server/core/csv.ts: formula cells neutralised); dates and times are India's, "YYYY-MM-DD HH:MM". */
function leadsCsv(rows: LeadSummary[]): string {
  return toCsv([
    LEADS_CSV_HEADER,
    ...rows.map((l) => [
      l.id,
      indiaDateTimeCell(new Date(l.created_at)),
      l.name,
      l.countryCode,
      l.mobno,
      l.product_name,
      l.category_name,
      l.quantity,
      l.unit,
      LEAD_STAGE_LABELS[l.stage],
      l.lost_reason ? `${LOST_REASON_LABELS[l.lost_reason]}${l.lost_note ? `: ${l.lost_note}` : ""}` : "",
      l.assigned_to?.name ?? "",
      indiaDateTimeCell(l.next_follow_up_at ? new Date(l.next_follow_up_at) : null),
      LEAD_SOURCE_LABELS[l.source],
    ]),
  ]);
}

export function createLeadExport(db: Db) {
  return {
    /** The CSV of the filtered leads, newest first, at most LEAD_EXPORT_MAX rows. */
    async exportCsv(f: LeadFilters, me: number, now = new Date()): Promise<string | UnknownCategory> {
      const filter = await whereOf(db, f, me, now);
      if (filter === "unknown-category") return filter;
      const rows = await leadsWithOwner(db)
        .where(filter.where)
        .orderBy(...newestFirst)
        .limit(LEAD_EXPORT_MAX);
      return leadsCsv(rows.map((r) => summaryOf(r, now)));
    },
  };
}
