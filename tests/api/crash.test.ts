/**
 * No inquiry is ever lost (a quote request is committed before its 2xx answer): the real server
 * runs as a child process on the embedded PostgreSQL, takes a burst of quote requests, and is
 * killed with SIGKILL in the middle of it. Restarted on the same DATA_DIR (which recovers the orphaned postmaster the
 * killed process left behind), every request that got a 2xx answer is there, and retrying each
 * unanswered one with its Idempotency-Key stores it at most once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/server";

const DATA_DIR = path.resolve(`.tmp/crash-${process.pid}`);
const ADMIN = { email: "owner@crash.example", password: "Crash-admin-pass-1" };
const BURST = 200;
const BURST_MS = 2000;
const KILL_AFTER = 40;

let port = 0;
let server: ChildProcess | undefined;
let output = "";

async function start(): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, {
    NODE_ENV: "test",
    API_ONLY: "true",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: "crash-test-secret-crash-test-secret-0123456789",
    LOG_LEVEL: "warn",
    RATE_LIMIT_FORMS: "100000",
    RATE_LIMIT_LOGIN: "100000",
  });
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  child.stderr!.on("data", (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) during start:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer /healthz within 90 s:\n${output}`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

/** The postmaster of our DATA_DIR, if one is still running (only ever one we started). */
function ourPostmaster(): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(DATA_DIR, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
    if (!pid) return undefined;
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill("SIGTERM");
    await Promise.race([exited(server), new Promise((r) => setTimeout(r, 15_000))]);
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  }
  const orphan = ourPostmaster();
  if (orphan) {
    process.kill(orphan, "SIGQUIT");
    await new Promise((r) => setTimeout(r, 500));
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
}, 30_000);

type Sent = {
  key: string;
  body: { name: string; productId: number; mobile: string; countryCode: string; quantity: number; unit: string };
  status?: number;
  id?: number;
};

function post(s: Sent) {
  return fetch(`http://127.0.0.1:${port}/api/inquiry`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": s.key },
    body: JSON.stringify(s.body),
  });
}

const letters = (n: number) => [...n.toString(26).padStart(3, "0")].map((c) => String.fromCharCode(97 + parseInt(c, 26))).join("");

describe("crash during a burst of quote requests", () => {
  it("keeps every answered request and stores each retried one once", async () => {
    const t0 = Date.now();
    const phases: string[] = [];
    const phase = (name: string) => phases.push(`${name} ${Date.now() - t0} ms`);
    port = await freePort();
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
    server = await start();
    phase("first start");
    const base = `http://127.0.0.1:${port}`;
    const products = (await (await fetch(`${base}/api/products`)).json()) as { data: { id: number }[] };
    const productId = products.data[0].id;

    const run = `Crash ${letters(process.pid % 17576)}`;
    const sent: Sent[] = Array.from({ length: BURST }, (_, i) => ({
      key: `crash-${process.pid}-${i}`,
      body: { name: `${run} ${letters(i)}`, productId, mobile: "9876543210", countryCode: "+91", quantity: i + 1, unit: "Pieces" },
    }));

    // Fire the burst over ~2 s; kill the server once KILL_AFTER have been answered, with the rest
    // in flight or still to come (on a slow machine the kill may land after the last request left).
    const victim = server;
    let answered = 0;
    let killedAt = -1;
    const started = Date.now();
    const inFlight = sent.map(
      (s, i) =>
        new Promise<void>((resolve) => {
          setTimeout(
            async () => {
              try {
                const res = await post(s);
                const body = (await res.json()) as { data?: { id: number } };
                s.status = res.status;
                s.id = body.data?.id;
                if (res.ok && ++answered === KILL_AFTER && killedAt < 0) {
                  killedAt = i;
                  victim.kill("SIGKILL");
                }
              } catch {
                // connection refused or reset: unanswered
              }
              resolve();
            },
            (i * BURST_MS) / BURST,
          );
        }),
    );
    const fallbackKill = setTimeout(() => {
      if (killedAt < 0) {
        killedAt = BURST;
        victim.kill("SIGKILL");
      }
    }, 30_000);
    await Promise.all(inFlight);
    clearTimeout(fallbackKill);
    await exited(victim);
    phase("burst and kill");
    expect(victim.signalCode).toBe("SIGKILL");

    const ok = sent.filter((s) => s.status !== undefined && s.status >= 200 && s.status < 300);
    const unanswered = sent.filter((s) => s.status === undefined);
    expect(
      sent.every((s) => s.status === undefined || s.status === 201),
      "answers before the kill are all 201",
    ).toBe(true);
    expect(ok.length, "requests answered before the kill").toBeGreaterThanOrEqual(KILL_AFTER);
    expect(unanswered.length, `the kill happened mid-burst (${Date.now() - started} ms)`).toBeGreaterThan(0);
    expect(ourPostmaster(), "the killed app left its postmaster running").toBeDefined();

    // Restart on the same DATA_DIR: the orphaned postmaster is stopped and the database recovers.
    server = await start();
    phase("restart");
    const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    const stored = async () => {
      const seen = new Map<string, number[]>();
      for (let page = 1; ; page++) {
        const res = await fetch(`${base}/api/inquiries?limit=200&page=${page}`, { headers: auth });
        const body = (await res.json()) as { data: { id: number; name: string }[] };
        for (const row of body.data) if (row.name.startsWith(run)) seen.set(row.name, [...(seen.get(row.name) ?? []), row.id]);
        if (body.data.length < 200) return seen;
      }
    };
    const afterRestart = await stored();
    for (const s of ok) expect(afterRestart.get(s.body.name), `answered inquiry ${s.id} survived the kill`).toEqual([s.id]);

    // Retry every unanswered request with its key, ten at a time.
    let replayed = 0;
    for (let i = 0; i < unanswered.length; i += 10) {
      await Promise.all(
        unanswered.slice(i, i + 10).map(async (s) => {
          const res = await post(s);
          expect(res.status).toBe(201);
          if (res.headers.get("idempotent-replayed") === "true") replayed++;
          s.id = ((await res.json()) as { data: { id: number } }).data.id;
        }),
      );
    }

    phase("retries");
    const seen = await stored();
    for (const s of sent) expect(seen.get(s.body.name), `${s.body.name} stored exactly once`).toEqual([s.id]);
    console.log(
      `crash test: ${ok.length} answered before SIGKILL, ${unanswered.length} retried (${replayed} had been committed without an answer); ${phases.join(", ")}`,
    );

    server.kill("SIGTERM");
    await exited(server);
    expect(server.exitCode).toBe(0);
    expect(ourPostmaster(), "a graceful stop stops PostgreSQL too").toBeUndefined();
  }, 180_000);
});
