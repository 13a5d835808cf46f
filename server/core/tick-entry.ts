/**
 * One of `process.nextTick`'s queue entries, kept for the life of the process.
 *
 * Node's streams call nextTick about eight times for every answer, and each call makes its queue
 * entry as an object literal with symbol keys. In some starts of the server, V8's optimized streams
 * code built every such entry through its runtime: under a load of cache hits, perf put 8–9 % of the
 * server's samples in `Runtime_DefineKeyedOwnPropertyInLiteral` under nextTick, about 5 µs of a
 * 27 µs hit. It happened in one start in three or four, and in every start when full garbage
 * collections were forced during start-up (`--expose-gc`). Our reading: entries live for one tick,
 * so a full collection that finds none alive drops the hidden classes V8 made for them, and after
 * that has happened a few times V8 stops taking the fast path. With one entry held from the start,
 * no start showed it, forced collections or not. To look for it: perf record a server under
 * `wrk` and search the report for that runtime function.
 */
import { createHook } from "node:async_hooks";

let kept: object | undefined;

/** Keep one nextTick entry (taken from an async hook enabled for that one call, then disabled). */
export function keepNextTickEntryShape(): void {
  if (kept) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === "TickObject") kept ??= resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => undefined);
  } finally {
    hook.disable();
  }
}

/** The entry kept, if any (for tests). */
export function keptNextTickEntry(): object | undefined {
  return kept;
}
