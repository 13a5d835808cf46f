import fs from "node:fs";
import pino from "pino";

export type Logger = pino.Logger;

/** At most this much log text waits for stdout; past it new lines are dropped rather than held in memory. */
const LOG_BUFFER_BYTES = 8 * 1024 * 1024;
/** Lines are handed to stdout once this many characters wait ... */
const LOG_BATCH_CHARS = 16 * 1024;
/** ... or this many milliseconds after the first of them, whichever comes first. */
const LOG_FLUSH_MS = 50;

/** How long the last lines may wait for a full pipe as the process exits, before they are given up. */
const EXIT_WRITE_MS = 2000;

/** Write all of `text` to `fd` now, waiting out a full non-blocking pipe (EAGAIN) as the process exits. */
function writeAllSync(fd: number, text: string): void {
  let bytes = Buffer.from(text);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const giveUp = Date.now() + EXIT_WRITE_MS;
  while (bytes.length && Date.now() < giveUp) {
    try {
      bytes = bytes.subarray(fs.writeSync(fd, bytes));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EAGAIN") return;
      Atomics.wait(pause, 0, 0, 10);
    }
  }
}

/** What each logger writes as the process exits: one listener for them all. */
const atExit = new Set<() => void>();
process.once("exit", () => {
  for (const flush of atExit) {
    try {
      flush();
    } catch {
      // A stream that cannot take its last lines (closed, destroyed) keeps none from the others.
    }
  }
});

/**
 * Lines gathered and handed to `stdout` together, once LOG_BATCH_CHARS wait or LOG_FLUSH_MS after the
 * first: a busy server logs a line per answer, and each hand-over to the file stream cost more than
 * the line. At exit, what `stdout` holds and then what waits here are written at once, in that order.
 */
function inBatches(stdout: pino.DestinationStream & { flushSync(): void }, fd: number): pino.DestinationStream {
  let pending = "";
  let timer: NodeJS.Timeout | undefined;
  const handOver = () => {
    clearTimeout(timer);
    timer = undefined;
    const text = pending;
    pending = "";
    if (text) stdout.write(text);
  };
  atExit.add(() => {
    clearTimeout(timer);
    stdout.flushSync();
    if (pending) writeAllSync(fd, pending);
    pending = "";
  });
  return {
    write(line: string) {
      pending += line;
      if (pending.length >= LOG_BATCH_CHARS) handOver();
      else if (!timer) timer = setTimeout(handOver, LOG_FLUSH_MS).unref();
    },
  };
}

/** pino's ISO time field, made once per millisecond (a busy server logs many lines in one). */
let lastMs = -1;
let timeField = "";
function isoTime(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

/** What a request's line says: `log.child({ reqId }).info({ method, path, status, ms, ip }, "request")`. */
export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  ip: string;
}

/**
 * A request's line at `info`. For a logger of createLogger it is made here, exactly as pino would
 * write it: the page cache's hits log one per answer, and pino's general serializer cost a tenth of
 * a hit. Any other logger writes it through pino.
 */
export function logRequest(log: Logger, line: RequestLine): void {
  if (!log.isLevelEnabled("info")) return;
  const { reqId, method, path, status, ms, ip } = line;
  const stream = streams.get(log);
  if (!stream) return void log.child({ reqId }).info({ method, path, status, ms, ip }, "request");
  const json = JSON.stringify;
  stream.write(
    `{"level":30${isoTime()},"reqId":${json(reqId)},"method":${json(method)},"path":${json(path)},"status":${status},"ms":${ms},"ip":${json(ip)},"msg":"request"}\n`,
  );
}

/** Where each logger of createLogger writes its lines. */
const streams = new WeakMap<Logger, pino.DestinationStream>();

/**
 * One JSON line per event on stdout. Lines are written asynchronously and in batches (inBatches), so
 * a busy server makes one write per many requests instead of one per request (a write per request
 * line cost a quarter of answering a cached page, and a slow log reader would stall every request).
 * A line reaches stdout within LOG_FLUSH_MS. At exit what is buffered is flushed; lines a reader has
 * not taken by then (one too slow, or gone) can be lost, and a process killed without an exit
 * (SIGKILL, out of memory) loses at most its last LOG_FLUSH_MS of lines.
 */
export function createLogger(level: string) {
  const options: pino.LoggerOptions = { level, base: undefined, timestamp: isoTime };
  if (level === "silent") return pino(options);
  const stdout = pino.destination({ dest: 1, sync: false, maxLength: LOG_BUFFER_BYTES });
  const stream = inBatches(stdout, 1);
  const log = pino(options, stream);
  streams.set(log, stream);
  return log;
}
