/**
 * Production runs compiled JavaScript: `npm run build` bundles the server and the backup and
 * restore commands (scripts/build-server.ts), `npm run serve`, `backup` and `restore` run those
 * bundles with plain Node.js, and tsx is a development dependency only. Here the bundle is built
 * into a folder of its own under .tmp (as BUILD_DIR=.tmp/… builds) and each entry is run far
 * enough to prove that every module it imports loads from there.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, SERVER_ENTRIES, SERVER_OUT_DIR } from "../../scripts/build-server";
import { findProjectRoot } from "../../server/core/project-root";

const ROOT = path.resolve(import.meta.dirname, "../..");
const buildDir = path.join(ROOT, ".tmp", `server-bundle-test-${process.pid}`);
const outDir = path.join(buildDir, SERVER_OUT_DIR);
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Runs a compiled entry as the npm scripts do, from another working directory, with a clean environment. */
function run(entry: keyof typeof SERVER_ENTRIES, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ["--enable-source-maps", path.join(outDir, `${entry}.js`), ...args], {
    cwd: buildDir,
    env: { PATH: process.env.PATH, DATA_DIR: path.join(buildDir, "data"), ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { code: r.status, output: `${r.stdout}${r.stderr}` };
}

describe("the compiled server", () => {
  beforeAll(async () => {
    await buildServer(outDir);
  });
  afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

  it("has every entry, each with its source map pointing at the TypeScript", () => {
    for (const [name, source] of Object.entries(SERVER_ENTRIES)) {
      expect(fs.existsSync(path.join(outDir, `${name}.js`)), `${name}.js`).toBe(true);
      const map = JSON.parse(fs.readFileSync(path.join(outDir, `${name}.js.map`), "utf8")) as { sources: string[] };
      expect(map.sources.map((s) => path.resolve(outDir, s))).toContain(path.join(ROOT, source));
    }
  });

  it("is what npm run serve, backup and restore run, with plain Node.js", () => {
    for (const [script, entry] of [
      ["serve", "index"],
      ["backup", "backup"],
      ["restore", "restore"],
    ] as const) {
      expect(pkg.scripts[script]).toContain(`node --enable-source-maps \${BUILD_DIR:-build}/${SERVER_OUT_DIR}/${entry}.js`);
    }
    expect(pkg.scripts.build).toContain("build:server");
    expect(pkg.dependencies.tsx, "tsx is a development dependency").toBeUndefined();
    expect(pkg.devDependencies.tsx).toBeDefined();
  });

  it("server: loads every module and checks the configuration", () => {
    const r = run("index", [], { PORT: "not-a-port" });
    expect(r.output).toContain("PORT");
    expect(r.code).toBe(1);
  });

  it("backup and restore: load every module and answer", () => {
    const help = run("backup", ["--help"]);
    expect(help.output).toContain("Usage: npm run backup");
    expect(help.code).toBe(0);
    const missing = run("restore", [path.join(buildDir, "no-such-backup.tar.gz")]);
    expect(missing.output).toContain("does not exist");
    expect(missing.code).toBe(2);
  });

  it("finds the project's folder (drizzle/, assets/) from the bundle's folder", () => {
    expect(findProjectRoot(outDir)).toBe(ROOT);
    expect(findProjectRoot(path.join(outDir, "chunks"))).toBe(ROOT);
    expect(findProjectRoot(path.parse(ROOT).root)).toBe(process.cwd());
  });
});
