/**
 * The thread that makes the site's PDFs (server/core/pdf/thread.ts starts it): a quotation, the
 * product catalogue. It takes `{ id, kind, input }` and answers `{ id, pdf }` or `{ id, error }`.
 */
import { parentPort } from "node:worker_threads";
import type { QuotationDto } from "#schemas/wire";
import type { PdfAnswer, PdfJob } from "./core/pdf/thread";
import { renderCataloguePdf, type CatalogueDocument } from "./features/catalogue/pdf/render";
import { renderQuotationPdf } from "./features/quotations/pdf";
import { renderChallanPdf, type ChallanDocument } from "./features/dispatch/pdf";
import { renderInvoicePdf, type InvoicePdfInput } from "./features/invoices/pdf";
import { renderReceiptPdf, type ReceiptPdfInput } from "./features/payments/pdf";
import { renderStatementPdf } from "./features/receivables/statement-pdf";
import type { StatementPdfInput } from "./features/receivables/statement";

const RENDERERS: Record<string, (input: never) => Promise<Buffer>> = {
  quotation: (q: QuotationDto) => renderQuotationPdf(q, q.seller),
  catalogue: (c: CatalogueDocument) => renderCataloguePdf(c),
  challan: (c: ChallanDocument) => renderChallanPdf(c),
  invoice: (i: InvoicePdfInput) => renderInvoicePdf(i),
  receipt: (r: ReceiptPdfInput) => renderReceiptPdf(r),
  statement: (s: StatementPdfInput) => renderStatementPdf(s),
};

const port = parentPort;
if (!port) throw new Error("pdf-worker runs as a worker thread");
port.on("message", (job: PdfJob) => {
  const render = RENDERERS[job.kind];
  const made = render ? render(job.input as never) : Promise.reject(new Error(`no PDF of kind ${job.kind}`));
  made.then(
    (pdf) => port.postMessage({ id: job.id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) } satisfies PdfAnswer),
    (err: unknown) => port.postMessage({ id: job.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies PdfAnswer),
  );
});
