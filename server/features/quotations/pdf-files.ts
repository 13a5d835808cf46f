/**
 * Where and when a quotation's PDF is made and kept (pdf.ts lays it out).
 *
 * Made in a worker thread (pdf-worker.ts), one for the process, never on the event loop: a long
 * quotation takes about a second of CPU.
 *
 * Kept in memory per version of a quotation: the quotation as the PDF is made of it (its lines,
 * totals, customer, seller snapshot, validity, status), named by a hash. A change to any of it
 * (editing a draft, sending, expiry) is a new version, whose PDF is made at its first request; a
 * revision is a quotation of its own. A version no longer current is never asked for again and goes
 * in its turn: the least recently used go first past MAX_BYTES. Requests for a version being made
 * wait for it, so many downloads at once make it once. A restart (a new release, perhaps with
 * another layout) starts empty.
 */
import { createHash } from "node:crypto";
import type { Worker } from "node:worker_threads";
import { startWorkerThread } from "../../core/worker-thread";
import type { QuotationDto } from "#schemas/wire";
import { quotationStatusOf } from "./status";
import type { QuotationRow } from "./types";

/** The PDFs kept, in bytes (a 50-line quotation's is about 60 KB). */
const MAX_BYTES = 32 * 1024 * 1024;

/** The worker thread (pdf-worker.ts). */
const startWorker = () => startWorkerThread(import.meta.url, "pdf-worker");

interface Job {
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}

let thread: { worker: Worker; jobs: Map<number, Job> } | undefined;
let lastJob = 0;

let made = 0;
/** PDFs the worker thread has made since the process started (tests count renders by it). */
export const pdfsMadeOffThread = (): number => made;

/** The PDF of `q`, made in the worker thread (started at the first, and again after it failed). */
export function makePdfOffThread(q: QuotationDto): Promise<Buffer> {
  if (!thread) {
    const worker = startWorker();
    const jobs = new Map<number, Job>();
    const current = (thread = { worker, jobs });
    worker.unref(); // the server's own handles decide when the process ends
    worker.on("message", (m: { id: number; pdf?: Uint8Array; error?: string }) => {
      const job = jobs.get(m.id);
      jobs.delete(m.id);
      if (m.pdf) {
        made++;
        job?.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
      } else job?.reject(new Error(`quotation PDF not made: ${m.error}`));
    });
    const stopped = (err: Error) => {
      if (thread === current) thread = undefined;
      for (const job of jobs.values()) job.reject(err);
      jobs.clear();
    };
    worker.on("error", stopped);
    worker.on("exit", (code) => stopped(new Error(`the PDF thread stopped (exit code ${code})`)));
  }
  const { worker, jobs } = thread;
  const id = ++lastJob;
  return new Promise<Buffer>((resolve, reject) => {
    jobs.set(id, { resolve, reject });
    worker.postMessage({ id, quotation: q });
  });
}

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
export function createQuotationPdfs(make: (q: QuotationDto) => Promise<Buffer> = makePdfOffThread) {
  /** By version; least recently used first. */
  const kept = new Map<string, Buffer>();
  const making = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function keep(version: string, pdf: Buffer) {
    kept.set(version, pdf);
    bytes += pdf.byteLength;
    for (const [oldest, held] of kept) {
      if (bytes <= MAX_BYTES) break;
      kept.delete(oldest);
      bytes -= held.byteLength;
    }
  }

  return {
    /** The PDF of `version` (versionOfRow, versionOfQuotation): the one kept, else made now of `quotation()`. */
    pdfOf(version: string, quotation: () => QuotationDto | Promise<QuotationDto>): Promise<Buffer> {
      const held = kept.get(version);
      if (held) {
        kept.delete(version); // now the most recently used
        kept.set(version, held);
        return Promise.resolve(held);
      }
      let made = making.get(version);
      if (!made) {
        made = Promise.resolve(quotation())
          .then(make)
          .finally(() => making.delete(version));
        making.set(version, made);
        made.then((pdf) => keep(version, pdf)).catch(() => undefined);
      }
      return made;
    },
  };
}
export type QuotationPdfs = ReturnType<typeof createQuotationPdfs>;
