import fs from "node:fs";
import tty from "node:tty";
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

/** Write all of `text` to `fd` now (a file's batches; what waits as the process exits), waiting out a full non-blocking pipe (EAGAIN) for up to EXIT_WRITE_MS. */
function writeAllSync(fd: number, text: string): void {
  // The text as it is first, encoded by the write itself, without a Buffer made for each batch; what a full pipe did not take goes on as bytes.
  let written = 0;
  try {
    written = fs.writeSync(fd, text);
    if (written === Buffer.byteLength(text)) return;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EAGAIN") return;
  }
  let bytes = Buffer.from(text).subarray(written);
  let pause: Int32Array | undefined;
  const giveUp = Date.now() + EXIT_WRITE_MS;
  while (bytes.length && Date.now() < giveUp) {
    try {
      bytes = bytes.subarray(fs.writeSync(fd, bytes));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EAGAIN") return;
      Atomics.wait((pause ??= new Int32Array(new SharedArrayBuffer(4))), 0, 0, 10);
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

/** How a batch of lines reaches stdout while the process runs, and what waits is written as it exits. */
interface HandOver {
  write(text: string): void;
  atExit(pending: string): void;
}

/**
 * Asynchronously, through pino's destination: for a pipe or a terminal, whose reader may be slow or
 * stuck and must not stall the server. At exit, what it holds and then what waits here, in order.
 */
function asynchronously(fd: number): HandOver {
  const stdout = pino.destination({ dest: fd, sync: false, maxLength: LOG_BUFFER_BYTES });
  return {
    write: (text) => stdout.write(text),
    atExit(pending) {
      stdout.flushSync();
      if (pending) writeAllSync(fd, pending);
    },
  };
}

/**
 * At once, for a file (or /dev/null), as Node's own process.stdout writes to one: a file never makes
 * its writer wait on a reader, and an asynchronous write costs a round trip through libuv's thread
 * pool, about as much as answering a cached page.
 */
function synchronously(fd: number): HandOver {
  const write = (text: string) => writeAllSync(fd, text);
  return { write, atExit: write };
}

/** Whether `fd` is a file or a device that is not a terminal (/dev/null), rather than a pipe, a socket or a terminal. */
function isFile(fd: number): boolean {
  try {
    const stat = fs.fstatSync(fd);
    return stat.isFile() || (stat.isCharacterDevice() && !tty.isatty(fd));
  } catch {
    return false;
  }
}

/**
 * Lines gathered and handed over together, once LOG_BATCH_CHARS wait or LOG_FLUSH_MS after the
 * first: a busy server logs a line per answer, and each hand-over cost more than the line. At exit,
 * what waits is written at once (HandOver.atExit).
 */
function inBatches(handOver: HandOver): pino.DestinationStream {
  let pending = "";
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const text = pending;
    pending = "";
    if (text) handOver.write(text);
  };
  atExit.add(() => {
    clearTimeout(timer);
    handOver.atExit(pending);
    pending = "";
  });
  return {
    write(line: string) {
      pending += line;
      if (pending.length >= LOG_BATCH_CHARS) flush();
      else if (!timer) timer = setTimeout(flush, LOG_FLUSH_MS).unref();
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
  const json = jsonText;
  stream.write(
    `{"level":30${isoTime()},"reqId":${json(reqId)},"method":${json(method)},"path":${json(path)},"status":${status},"ms":${ms},"ip":${json(ip)},"msg":"request"}\n`,
  );
}

/** Text JSON writes as it is between quotes: printable ASCII without `"` and `\\`. */
const PLAIN_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** `text` as a JSON string; a plain one (a request id, a method, an address, most paths) without JSON.stringify, a call into C++ that cost more than the test. */
function jsonText(text: string): string {
  return PLAIN_TEXT.test(text) ? `"${text}"` : JSON.stringify(text);
}

/** Where each logger of createLogger writes its lines. */
const streams = new WeakMap<Logger, pino.DestinationStream>();

/**
 * One JSON line per event on stdout. Lines are written in batches (inBatches), so a busy server
 * makes one write per many requests instead of one per request (a write per request line cost a
 * quarter of answering a cached page); to a pipe or a terminal asynchronously (a slow log reader
 * would otherwise stall every request), to a file at once. A line reaches stdout within
 * LOG_FLUSH_MS. At exit what is buffered is flushed; lines a reader has not taken by then (one too
 * slow, or gone) can be lost, and a process killed without an exit (SIGKILL, out of memory) loses at
 * most its last LOG_FLUSH_MS of lines.
 */
export function createLogger(level: string) {
  const options: pino.LoggerOptions = { level, base: undefined, timestamp: isoTime };
  if (level === "silent") return pino(options);
  const stream = inBatches(isFile(1) ? synchronously(1) : asynchronously(1));
  const log = pino(options, stream);
  streams.set(log, stream);
  return log;
}
