/**
 * The PIN-code table, loaded once per process in a worker thread (pin-worker.ts) and kept in
 * memory (about 19,600 codes: a few MB). The server starts the load at start, in the background;
 * a lookup before it is done waits for it. A failed load is tried again at the next lookup.
 */
import type { Logger } from "../../core/log";
import { startWorkerThread } from "../../core/worker-thread";
import { pinMap, type PinPlace, type PinTableData } from "./pin-table";

let table: Promise<Map<string, PinPlace>> | undefined;

function loadTable(): Promise<Map<string, PinPlace>> {
  table ??= new Promise<Map<string, PinPlace>>((resolve, reject) => {
    const worker = startWorkerThread(import.meta.url, "./pin-worker");
    worker.unref(); // the server's own handles decide when the process ends
    worker.once("message", (data: PinTableData) => {
      resolve(pinMap(data));
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the PIN-code thread stopped (exit code ${code})`)));
  }).catch((err: unknown) => {
    table = undefined;
    throw err;
  });
  return table;
}

/** Start loading the table (the server's start), logging how long it took and the process's memory after; a failure is retried at the next lookup. */
export function startLoadingPincodes(log: Logger): void {
  const started = performance.now();
  loadTable().then(
    (pins) => {
      const { rss, heapUsed } = process.memoryUsage();
      const mb = (n: number) => Math.round(n / 1024 / 1024);
      log.info({ pins: pins.size, ms: Math.round(performance.now() - started), rssMb: mb(rss), heapMb: mb(heapUsed) }, "loaded the PIN codes");
    },
    (err: unknown) => log.error({ err }, "could not load the PIN codes: estimates go on without freight until a lookup loads them"),
  );
}

/** A PIN code's place and point, or undefined when the data set does not know it. */
export async function findPincode(pin: string): Promise<PinPlace | undefined> {
  return (await loadTable()).get(pin);
}
