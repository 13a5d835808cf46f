import type { Logger } from "../../core/log";
import { startPeriodic, type PeriodicTask } from "../../core/periodic";
import type { Integrations } from "./integrations";

/** How often the server tries the marketplaces; each is pulled only when on and past its own minimum interval. */
export const PULL_INTERVAL_MS = 15 * 60_000;

/** Pull IndiaMART and TradeIndia now and every 15 minutes; a failed pull is logged and the schedule goes on. */
export function startLeadPulls(integrations: Integrations, log: Logger, intervalMs = PULL_INTERVAL_MS): PeriodicTask {
  return startPeriodic(() => integrations.pullDue(), intervalMs, log, "the marketplace pulls failed; will try again at the next run");
}
