import type { Logger } from "./log";

export interface PeriodicTask {
  /** Stop the timer and wait for a run under way, so the pool can close after it. */
  stop(): Promise<void>;
}

/**
 * Run `run` now and then every `intervalMs`, never two at once (a tick while one is under way is
 * skipped). The timer does not keep the process alive; a failed run is logged with `failure` and
 * the next one tries again.
 */
export function startPeriodic(run: () => Promise<unknown>, intervalMs: number, log: Logger, failure: string): PeriodicTask {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = run()
      .then(() => undefined)
      .catch((err: unknown) => log.warn({ err }, failure))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
