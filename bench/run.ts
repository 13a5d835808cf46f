/**
 * npm run bench: start time (empty and second start) and API load, as one table.
 * Not part of npm test: numbers depend on the machine; run it on an otherwise idle one.
 */
import { formatLoad, measureApiLoad } from "./api-load";
import { measureStartTime } from "./start-time";

const start = await measureStartTime();
const load = await measureApiLoad();

const lines = [
  `Benchmarks (${start.mode}; Node ${process.version}; ${new Date().toISOString()})`,
  "",
  "| measure | result |",
  "|---|---|",
  `| start to first /healthz 200, empty DATA_DIR | ${Math.round(start.firstMs)} ms |`,
  `| start to first /healthz 200, second start | ${Math.round(start.secondMs)} ms |`,
  "",
  "| endpoint | throughput | median latency | p99 latency | totals |",
  "|---|---|---|---|---|",
  ...formatLoad(load.results),
];
console.log(lines.join("\n"));
