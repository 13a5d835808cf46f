import type { Db } from "../../core/db/connection";
import type { AuditOf } from "../../core/audit";
import type { LeadAuditAction } from "../leads";
import { createLeadUpdates } from "../quotations";
import type { OrderAuditAction } from "./activity";
import { createOrderChanges } from "./changes";
import { createOrderCreation } from "./create";
import { createOrderList } from "./list";
import { createOrderRows } from "./rows";

export type { OrderActor, OrderRefusal } from "./types";

/** Sales orders: made from an accepted quotation, a lead or from scratch; a draft is edited, then confirmed, cancelled or closed. */
export function createOrders(db: Db, deps: { audit: AuditOf<OrderAuditAction | LeadAuditAction>; siteUrl: string }) {
  const { audit, siteUrl } = deps;
  const rows = createOrderRows(db, siteUrl);
  const leads = createLeadUpdates(audit);
  return {
    ...createOrderList(db),
    find: rows.find,
    sitesOf: rows.sitesOf,
    ...createOrderCreation(db, { audit, rows, leads }),
    ...createOrderChanges(db, { audit, rows, leads }),
  };
}
export type Orders = ReturnType<typeof createOrders>;
