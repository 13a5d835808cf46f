/**
 * Where and when a quotation's PDF is made and kept (pdf.ts lays it out).
 *
 * Made in the PDF thread (server/core/pdf/thread.ts), never on the event loop: a long quotation
 * takes about a second of CPU.
 *
 * Kept in memory per version of a quotation (server/core/pdf/cache.ts): the quotation as the PDF
 * is made of it (its lines, totals, customer, seller snapshot, validity, status), named by a hash.
 * A change to any of it (editing a draft, sending, expiry) is a new version, whose PDF is made at
 * its first request; a revision is a quotation of its own.
 */
import { createHash } from "node:crypto";
import type { QuotationDto } from "#schemas/wire";
import { createPdfCache } from "../../core/pdf/cache";
import { makePdfOffThread } from "../../core/pdf/thread";
import { quotationStatusOf } from "./status";
import type { QuotationRow } from "./types";

/** The PDFs kept, in bytes (a 50-line quotation's is about 60 KB). */
const MAX_BYTES = 32 * 1024 * 1024;

/** The PDF of `q`, made in the PDF thread (server/pdf-worker.ts renders the kind "quotation"). */
export const makeQuotationPdfOffThread = (q: QuotationDto): Promise<Buffer> => makePdfOffThread("quotation", q);

const hash = (text: string) => createHash("sha256").update(text).digest("base64url");

/**
 * The version of a quotation as stored: every column of its row (updated_at, status, validity,
 * customer and seller snapshots…) and its status today (expiry). Its lines change only by an edit of
 * the draft, which sets updated_at. Read before the lines, so a kept PDF costs no more queries.
 */
export const versionOfRow = (row: QuotationRow): string => `row:${hash(JSON.stringify(row) + quotationStatusOf(row))}`;

/** The version of a quotation as answered (when only that is at hand): all of it. */
export const versionOfQuotation = (q: QuotationDto): string => `dto:${hash(JSON.stringify(q))}`;

/** The PDFs of one set of services: made off the event loop, kept per quotation version. */
export function createQuotationPdfs(make: (q: QuotationDto) => Promise<Buffer> = makeQuotationPdfOffThread) {
  return createPdfCache(make, MAX_BYTES);
}
export type QuotationPdfs = ReturnType<typeof createQuotationPdfs>;
