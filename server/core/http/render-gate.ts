/**
 * The page renders one client address may have under way at once (server/core/http/page-cache-http.ts).
 * A render is the costly part of a page the cache does not answer (React on the only event loop,
 * critical CSS, script hashes, compression), so one client asking for many addresses the cache
 * does not hold gets them a few at a time: the rest wait their turn (a person's browser asks for one
 * page at a time and never waits), and past a queue of MAX_WAITING the answer is 429. Kept in this
 * process's memory: each instance bounds its own event loop.
 */

/** Renders at once per address. */
export const RENDERS_PER_ADDRESS = 2;
/** Renders one address may have waiting; more are refused. */
export const MAX_WAITING = 32;

interface Lane {
  running: number;
  waiting: (() => void)[];
}

export function createRenderGate(perAddress = RENDERS_PER_ADDRESS, maxWaiting = MAX_WAITING) {
  const lanes = new Map<string, Lane>();
  return {
    /** Run `render` when `address` has fewer than `perAddress` under way; undefined (not run) when too many wait already. */
    async run<T>(address: string, render: () => Promise<T>): Promise<{ value: T } | undefined> {
      let lane = lanes.get(address);
      if (!lane) lanes.set(address, (lane = { running: 0, waiting: [] }));
      if (lane.running >= perAddress) {
        if (lane.waiting.length >= maxWaiting) return undefined;
        await new Promise<void>((resolve) => lane!.waiting.push(resolve));
      } else lane.running++;
      try {
        return { value: await render() };
      } finally {
        const next = lane.waiting.shift();
        if (next)
          next(); // the slot passes on as it is
        else if (--lane.running === 0) lanes.delete(address);
      }
    },
    /** Addresses with a render under way (for tests). */
    get addresses(): number {
      return lanes.size;
    },
  };
}
export type RenderGate = ReturnType<typeof createRenderGate>;
