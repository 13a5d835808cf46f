/** Start the production server on a fresh data directory for one end-to-end run. */
import fs from "node:fs";
import path from "node:path";
import { E2E } from "./env";

/**
 * A PostgreSQL left running on this data directory by an earlier run that was killed would, once
 * it notices its files are gone, delete the new instance's socket (same path): stop it first.
 */
async function stopStalePostgres(dataDir: string) {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
    if (!cmdline.includes("postgres") || !cmdline.includes(dataDir)) return;
    process.kill(pid, "SIGINT");
  } catch {
    return; // no pid file, or that process is gone
  }
  for (let waited = 0; waited < 15_000; waited += 100) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // gone meanwhile
  }
}

await stopStalePostgres(E2E.dataDir);
fs.rmSync(E2E.dataDir, { recursive: true, force: true });
await import("../../server/index");
