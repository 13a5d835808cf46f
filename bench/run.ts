/**
 * npm run bench: start time (empty and second start), API load, and the page cache against a bare
 * server sending the same bytes, as tables.
 * Not part of npm test: numbers depend on the machine; run it on an otherwise idle one.
 */
import os from "node:os";
import { formatLoad, measureApiLoad } from "./api-load";
import { formatPageLoad, measurePageLoad } from "./page-load";
import { measureStartTime } from "./start-time";

const start = await measureStartTime();
const load = await measureApiLoad();
const pages = await measurePageLoad();

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
  "Cached pages and API lists against a bare node:http server sending the same bytes from memory (the two take turns):",
  "",
  ...formatPageLoad(pages),
];
console.log(lines.join("\n"));
