/** The exports' audit entries (the Tally ledger names set in Settings) and the activity screen's sentence for each. */
import type { ActivitySentences } from "../../core/audit";

const EXPORT_AUDIT_ACTIONS = ["settings.tally_ledgers"] as const;
export type ExportAuditAction = (typeof EXPORT_AUDIT_ACTIONS)[number];

/** The ledger names' groups as the sentence names them, in the Settings form's order. */
const GROUPS: Record<string, string> = {
  sales: "sales",
  cgst: "CGST",
  sgst: "SGST",
  igst: "IGST",
  freight: "freight",
  roundOff: "round off",
  receipts: "cash and bank",
};

export const exportActivity: ActivitySentences<ExportAuditAction> = {
  actions: EXPORT_AUDIT_ACTIONS,
  sentence(e) {
    const changed = e.details.changes && typeof e.details.changes === "object" ? Object.keys(e.details.changes) : [];
    const named = Object.keys(GROUPS)
      .filter((k) => changed.includes(k))
      .map((k) => GROUPS[k]);
    return `${e.actor} changed the Tally ledger names${named.length ? ` (${named.join(", ")})` : ""}`;
  },
};
