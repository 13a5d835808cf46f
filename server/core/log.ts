import pino from "pino";

export type Logger = pino.Logger;

/** At most this much log text waits for stdout; past it new lines are dropped rather than held in memory. */
const LOG_BUFFER_BYTES = 8 * 1024 * 1024;

/**
 * One JSON line per event on stdout. Lines are written asynchronously: a line logged while the
 * previous write is under way joins the next write, so a busy server makes one write per batch
 * instead of one blocking write per request (a synchronous write per request line cost as much as
 * answering a cached page, and a slow log reader would stall every request). At exit what is
 * buffered is flushed; lines a reader has not taken by then (one too slow, or gone) can be lost.
 */
export function createLogger(level: string) {
  const options: pino.LoggerOptions = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (level === "silent") return pino(options);
  return pino(options, pino.destination({ dest: 1, sync: false, maxLength: LOG_BUFFER_BYTES }));
}
