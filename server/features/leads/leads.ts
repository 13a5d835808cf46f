import type { Db } from "../../core/db/connection";
import type { AuditOf } from "../../core/audit";
import type { Notifier } from "../notifications";
import { createLeadAssignment } from "./assignment";
import { createLeadCreation } from "./create";
import { createLeadDetail } from "./detail";
import { createLeadExport } from "./export";
import { createLeadList } from "./list";
import { createLeadStages } from "./stages";
import { createLeadTimeline } from "./timeline";
import type { LeadAuditAction } from "./activity";

export { leadWhere } from "./filters";
export { toLeadSummary } from "./summary";

/** Quote requests worked as leads: typed in, listed, exported, opened with their timeline, moved, assigned and noted. */
export function createLeads(db: Db, deps: { audit: AuditOf<LeadAuditAction>; notifier?: Notifier; siteUrl?: string }) {
  const { audit } = deps;
  return {
    ...createLeadList(db),
    ...createLeadCreation(db, audit),
    ...createLeadExport(db),
    ...createLeadDetail(db),
    ...createLeadStages(db, audit),
    ...createLeadAssignment(db, deps),
    ...createLeadTimeline(db, audit),
  };
}
export type Leads = ReturnType<typeof createLeads>;
