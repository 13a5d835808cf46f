/** Start the real server as a child process on its own DATA_DIR and port, for the benchmarks. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const BENCH_ADMIN = { email: "owner@bench.example", password: "Bench-admin-pass-1" };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

/** With a build in BUILD_DIR the whole app starts (pages too); without one, API_ONLY. */
export function mode(): "full" | "api-only" {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  return fs.existsSync(path.join(buildDir, "server", "index.js")) ? "full" : "api-only";
}

/**
 * What `npm run serve` runs: the compiled server when `npm run build` has written it (benchmarks
 * measure production), else the TypeScript source through tsx.
 */
export function serverRunner(): { label: "compiled" | "tsx"; args: string[] } {
  const compiled = path.resolve(process.env.BUILD_DIR ?? "build", "server-main", "index.js");
  return fs.existsSync(compiled)
    ? { label: "compiled", args: ["--enable-source-maps", compiled] }
    : { label: "tsx", args: ["--import", "tsx", "server/index.ts"] };
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  url: string;
  /** Milliseconds from spawning the process to the first 200 of /healthz. */
  startMs: number;
  stop(): Promise<void>;
}

/**
 * `quietStdout`: the server's stdout (its log lines) goes nowhere instead of to this process, for a
 * measurement at LOG_LEVEL=info whose lines this process would otherwise have to read.
 */
export async function startServer(dataDir: string, extraEnv: Record<string, string> = {}, opts: { quietStdout?: boolean } = {}): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, {
    NODE_ENV: "production",
    API_ONLY: mode() === "api-only" ? "true" : "false",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: "warn",
    // A backup at start would run beside the measured requests.
    BACKUPS: "off",
    ...extraEnv,
  });
  let output = "";
  const started = performance.now();
  const child = spawn(process.execPath, serverRunner().args, { env, stdio: ["ignore", opts.quietStdout ? "ignore" : "pipe", "pipe"] });
  child.stdout?.on("data", (c: Buffer) => (output = (output + c.toString()).slice(-10_000)));
  child.stderr!.on("data", (c: Buffer) => (output = (output + c.toString()).slice(-10_000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) during start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer /healthz within 120 s:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const startMs = performance.now() - started;
  return {
    child,
    port,
    url,
    startMs,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

export function freshDataDir(name: string): string {
  const dir = path.resolve(`.tmp/bench-${name}-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  return dir;
}
