/**
 * Time from spawning the server to its first 200 on /healthz: on an empty DATA_DIR (initdb,
 * migrations, demo catalogue, first admin) and on a second start of the same DATA_DIR.
 * Run alone: node --import tsx bench/start-time.ts
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { freshDataDir, mode, serverRunner, startServer } from "./server";

export interface StartTimes {
  mode: string;
  firstMs: number;
  secondMs: number;
}

export async function measureStartTime(): Promise<StartTimes> {
  const dir = freshDataDir("start");
  try {
    const first = await startServer(dir);
    await first.stop();
    const second = await startServer(dir);
    await second.stop();
    return { mode: `${mode()}, ${serverRunner().label}`, firstMs: first.startMs, secondMs: second.startMs };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const r = await measureStartTime();
  console.log(`start (${r.mode}): empty DATA_DIR ${Math.round(r.firstMs)} ms, second start ${Math.round(r.secondMs)} ms`);
}
