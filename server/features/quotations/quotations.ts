import type { Db } from "../../core/db/connection";
import type { Logger } from "../../core/log";
import type { Mailer } from "../../core/mail";
import type { AuditOf } from "../../core/audit";
import type { Notifier } from "../notifications";
import { createQuotationDefaults } from "./defaults";
import { createQuotationDocuments } from "./documents";
import { createQuotationDrafts } from "./drafts";
import { createLeadUpdates } from "./lead-updates";
import { createQuotationList } from "./list";
import { createQuotationPdfs } from "./pdf-files";
import { createQuotationPublicLink } from "./public-link";
import { createQuotationRevisions } from "./revisions";
import { createQuotationRows } from "./rows";
import type { QuotationAuditAction } from "./activity";
import type { LeadAuditAction } from "../leads";
import type { CustomerAuditAction } from "../customers";

export type { QuotationActor, QuotationRefusal } from "./types";

/** Quotations: staff make, send and revise them; customers open, accept or ask for changes through their link. */
export function createQuotations(
  db: Db,
  deps: { audit: AuditOf<QuotationAuditAction | LeadAuditAction | CustomerAuditAction>; mailer: Mailer; notifier?: Notifier; siteUrl: string; log?: Logger },
) {
  const { audit, mailer, notifier, siteUrl } = deps;
  const rows = createQuotationRows(db, siteUrl);
  const leads = createLeadUpdates(audit);
  const pdfs = createQuotationPdfs();
  return {
    ...createQuotationList(db),
    find: rows.find,
    ...createQuotationDefaults(db, audit),
    ...createQuotationDrafts(db, { audit, rows, leads }),
    ...createQuotationDocuments(db, { audit, mailer, rows, leads, pdfs }),
    ...createQuotationRevisions(db, { audit, rows }),
    ...createQuotationPublicLink(db, { audit, notifier, siteUrl, rows, leads, pdfs }),
  };
}
export type Quotations = ReturnType<typeof createQuotations>;
