/**
 * The thread that makes quotation PDFs (pdf-files.ts starts it): pdfkit lays out and compresses a
 * long quotation in about a second of CPU, which on the server's only event loop would stall every
 * other request. It takes `{ id, quotation }` and answers `{ id, pdf }` or `{ id, error }`.
 */
import { parentPort } from "node:worker_threads";
import type { QuotationDto } from "#schemas/wire";
import { renderQuotationPdf } from "./pdf";

const port = parentPort;
if (!port) throw new Error("pdf-worker runs as a worker thread");
port.on("message", (job: { id: number; quotation: QuotationDto }) => {
  renderQuotationPdf(job.quotation, job.quotation.seller).then(
    (pdf) => port.postMessage({ id: job.id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) }),
    (err: unknown) => port.postMessage({ id: job.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
  );
});
