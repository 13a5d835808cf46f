import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const script = (body: string) => `import { createLogger, logRequest } from "./server/core/log.ts"; const log = createLogger("info"); ${body}`;

/** Runs `body` in a fresh Node process with `log` from server/core/log.ts; its stdout (a pipe). */
function run(body: string): string {
  const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script(body)], { encoding: "utf8", timeout: 30_000 });
  expect(child.status, child.stderr).toBe(0);
  return child.stdout;
}

/** The same with its stdout a file (as `npm start > site.log`); the file's text. */
function runToFile(body: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "log-test-"));
  const file = path.join(dir, "out.log");
  const out = fs.openSync(file, "w");
  try {
    const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script(body)], {
      stdio: ["ignore", out, "pipe"],
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(child.status, child.stderr).toBe(0);
    return fs.readFileSync(file, "utf8");
  } finally {
    fs.closeSync(out);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The same with its stdout a pipe whose reader starts reading only after `waitMs`; what it read. */
function runToSlowReader(body: string, waitMs: number): string {
  const command = `"$NODE" --import tsx --input-type=module -e "$SCRIPT" | (sleep ${waitMs / 1000}; cat)`;
  const child = spawnSync("sh", ["-c", command], {
    env: { ...process.env, NODE: process.execPath, SCRIPT: script(body) },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    timeout: 30_000,
  });
  expect(child.status, child.stderr).toBe(0);
  return child.stdout;
}

describe("log", () => {
  it("writes one JSON line per event, asynchronously, and every buffered line when the process exits at once", () => {
    const out = run(`for (let i = 0; i < 5000; i++) log.info({ i }, "request"); process.exit(0);`);
    const lines = out.trim().split("\n");
    expect(lines).toHaveLength(5000);
    expect(JSON.parse(lines[4999])).toMatchObject({ level: 30, i: 4999, msg: "request" });
  });

  it("writes lines while the process runs, without waiting for a full buffer", () => {
    const out = run(`log.info("one"); setTimeout(() => { process.stdout.write("after\\n"); }, 200);`);
    expect(out.indexOf('"msg":"one"')).toBeGreaterThanOrEqual(0);
    expect(out.indexOf('"msg":"one"')).toBeLessThan(out.indexOf("after"));
  });

  it("writes a request's line made by hand exactly as pino writes the same fields, odd characters included", () => {
    const fields = `{ method: "GET", path: "/gu/\\u0aaa\\"x\\\\y\\n", status: 200, ms: 3, ip: "::1" }`;
    const out = run(`logRequest(log, { reqId: "r-1", ...${fields} }); log.child({ reqId: "r-1" }).info(${fields}, "request");`);
    const [made, pinos] = out
      .trim()
      .split("\n")
      .map((l) => l.replace(/"time":"[^"]+"/, '"time":"T"'));
    expect(made).toBe(pinos);
    expect(JSON.parse(made)).toMatchObject({ level: 30, reqId: "r-1", path: '/gu/\u0aaa"x\\y\n', msg: "request" });
  });

  it("writes to a file in batches while running and, when the process exits at once, every line still waiting", () => {
    const out = runToFile(
      `for (let i = 0; i < 5000; i++) log.info({ i }, "request"); setTimeout(() => { process.stdout.write("after\\n"); log.info("last"); process.exit(0); }, 200);`,
    );
    const lines = out.trim().split("\n");
    expect(lines).toHaveLength(5002);
    expect(lines.slice(0, 5000).map((l) => (JSON.parse(l) as { i: number }).i)).toEqual([...Array(5000).keys()]);
    expect(lines[5000]).toBe("after");
    expect(JSON.parse(lines[5001])).toMatchObject({ msg: "last" });
  });

  it("writes every line once, letters of more than one byte included, through a full pipe whose reader is late, when the process exits at once", () => {
    const out = runToSlowReader(`for (let i = 0; i < 3000; i++) log.info({ i, word: "પેવર બ્લોક" }, "ગુજરાતી"); process.exit(0);`, 500);
    const lines = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { i: number; word: string });
    expect(lines.map((l) => l.i)).toEqual([...Array(3000).keys()]);
    expect(lines[2999].word).toBe("પેવર બ્લોક");
  });

  it("writes each line to a file once when its letters take more than one byte", () => {
    const out = runToFile(`for (let i = 0; i < 300; i++) log.info({ i, word: "પેવર બ્લોક" }, "ગુજરાતી"); setTimeout(() => process.exit(0), 200);`);
    const lines = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { i: number; word: string; msg: string });
    expect(lines.map((l) => l.i)).toEqual([...Array(300).keys()]);
    expect(lines[299]).toMatchObject({ word: "પેવર બ્લોક", msg: "ગુજરાતી" });
  });
});
