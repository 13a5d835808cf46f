/**
 * One of `process.nextTick`'s queue entries, kept for the life of the process.
 *
 * Node's streams call nextTick about eight times for every answer, and each call makes its queue
 * entry as an object literal with symbol keys. V8 gives those entries a chain of hidden classes that
 * nothing holds between ticks: entries live for one tick. When a full garbage collection finds no
 * entry alive, the chain dies with them, the next entries get a new one, and once that has happened
 * a few times V8's optimized code builds every entry through its runtime instead. That cost a
 * cache hit about 5 µs of its 27 (measured with perf: `Runtime_DefineKeyedOwnPropertyInLiteral`
 * under nextTick, 8–9 % of the server's samples) in one start of the server in three or four, and
 * in every start when collections were frequent during start-up. An entry held here keeps the
 * chain alive, and with it those starts ran as the others did.
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
