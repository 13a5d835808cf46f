/**
 * The thread that makes the site's PDFs (server/pdf-worker.ts), one for the process, started at
 * the first PDF asked for (and again after it failed): pdfkit lays out and compresses a long
 * document in about a second of CPU, which on the server's only event loop would stall every other
 * request. A job names its kind of document ("quotation", "catalogue") and carries its input.
 */
import type { Worker } from "node:worker_threads";
import { startWorkerThread } from "../worker-thread";

/** What the thread is sent and answers. */
export type PdfJob = { id: number; kind: string; input: unknown };
export type PdfAnswer = { id: number; pdf?: Uint8Array; error?: string };

/** The worker thread (server/pdf-worker.ts). */
const startWorker = () => startWorkerThread(import.meta.url, "../../pdf-worker");

interface Waiting {
  kind: string;
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}

let thread: { worker: Worker; jobs: Map<number, Waiting> } | undefined;
let lastJob = 0;

let made = 0;
/** PDFs the worker thread has made since the process started (tests count renders by it). */
export const pdfsMadeOffThread = (): number => made;

/** The PDF of kind `kind` made of `input` in the worker thread. */
export function makePdfOffThread(kind: string, input: unknown): Promise<Buffer> {
  if (!thread) {
    const worker = startWorker();
    const jobs = new Map<number, Waiting>();
    const current = (thread = { worker, jobs });
    worker.unref(); // the server's own handles decide when the process ends
    worker.on("message", (m: PdfAnswer) => {
      const job = jobs.get(m.id);
      jobs.delete(m.id);
      if (m.pdf) {
        made++;
        job?.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
      } else job?.reject(new Error(`${job?.kind} PDF not made: ${m.error}`));
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
    jobs.set(id, { kind, resolve, reject });
    worker.postMessage({ id, kind, input } satisfies PdfJob);
  });
}
