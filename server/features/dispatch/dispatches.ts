import type { Db } from "../../core/db/connection";
import type { AuditOf } from "../../core/audit";
import type { Mailer } from "../../core/mail";
import type { DispatchAuditAction } from "./activity";
import { createDispatchBoard } from "./board";
import { createChallanPdfs } from "./challan";
import { createDispatchDocuments } from "./documents";
import { createLoads } from "./loads";
import { createChallanSettings } from "./settings";

/** Dispatches by truckload: the loads, their delivery challans, the customer's page, the board and the challan setting. */
export function createDispatches(db: Db, deps: { audit: AuditOf<DispatchAuditAction>; mailer: Mailer; siteUrl: string }) {
  const pdfs = createChallanPdfs();
  return {
    ...createLoads(db, deps),
    ...createDispatchDocuments(db, { ...deps, pdfs }),
    ...createDispatchBoard(db, deps.siteUrl),
    settings: createChallanSettings(db, deps.audit),
  };
}
export type Dispatches = ReturnType<typeof createDispatches>;
