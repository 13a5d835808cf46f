/**
 * npm run bench: start time (empty and second start), API load, and what a page-cache hit costs the
 * server beside nginx and a bare node:http server sending the same bytes, as tables.
 * Not part of npm test: numbers depend on the machine; run it on an otherwise idle one.
 */
import os from "node:os";
import { formatLoad, measureApiLoad } from "./api-load";
import { formatHitCost, hitCostTools, measureHitCost } from "./hit-cost";
import { mode } from "./server";
import { measureStartTime } from "./start-time";

const start = await measureStartTime();
const load = await measureApiLoad();
// What a cache hit costs needs a build, wrk and nginx; without them the table says so.
const hits = mode() === "full" && hitCostTools() ? await measureHitCost() : undefined;

const lines = [
  `Benchmarks (${start.mode}; Node ${process.version}; ${new Date().toISOString()}; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")} on ${os.cpus().length} cores)`,
  "",
  "| measure | result |",
  "|---|---|",
  `| start to first /healthz 200, empty DATA_DIR | ${Math.round(start.firstMs)} ms |`,
  `| start to first /healthz 200, second start | ${Math.round(start.secondMs)} ms |`,
  "",
  "| endpoint | throughput | median latency | p99 latency | totals |",
  "|---|---|---|---|---|",
  ...formatLoad(load.results),
  "",
  ...(hits ? formatHitCost(hits) : ["What a cache hit costs needs a build (npm run build), wrk and nginx (bash scripts/ensure-bench-tools.sh): not measured."]),
];
console.log(lines.join("\n"));
