/**
 * Prepares one end-to-end run: a fresh data directory, and the server compiled from the current
 * source as `npm run build` compiles it (under a second; a build made before a change to server/
 * would otherwise be tested). The Playwright web server (playwright.config.ts) runs this, then
 * execs the compiled server itself (E2E.serverEntry, what `npm run serve` runs) in its place, so the
 * journeys test production's code and Playwright's SIGTERM reaches that process.
 */
import fs from "node:fs";
import path from "node:path";
import { buildServer } from "../../scripts/build-server";
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

if (!fs.existsSync(path.resolve(E2E.serverEnv.BUILD_DIR, "server", "index.js"))) {
  console.error(`No build in ${path.resolve(E2E.serverEnv.BUILD_DIR)}: run npm run build (with the same BUILD_DIR) first.`);
  process.exit(1);
}
await buildServer(path.dirname(E2E.serverEntry));
await stopStalePostgres(E2E.dataDir);
fs.rmSync(E2E.dataDir, { recursive: true, force: true });
