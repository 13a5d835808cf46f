/**
 * A page-cache hit pays for Node's async hooks whenever an AsyncLocalStorage is enabled (on Node 20,
 * from its first run for the rest of the process's life). So a page render and a change scope must
 * leave them off: the document renderer is React's edge build (no AsyncLocalStorage), and the change
 * scope disables itself when the last scope ends. Keeping a nextTick entry (server/core/tick-entry.ts)
 * turns a hook on for one call, and must leave them off too. Checked in a fresh Node process, as the server
 * runs: inside a promise continuation `executionAsyncId()` is 0 exactly when no async hook is on.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const moduleUrl = (file: string) => JSON.stringify(pathToFileURL(path.join(ROOT, file)).href);

const PROBE = `
import { executionAsyncId } from "node:async_hooks";
import { createElement } from "react";
const { htmlStream } = await import(${moduleUrl("app/lib/html-stream.server.ts")});
const { collectLocalChanges } = await import(${moduleUrl("server/core/content-changes.ts")});
const hooksOn = () => new Promise((resolve) => Promise.resolve().then(() => resolve(executionAsyncId() !== 0)));
const seen = { atStart: await hooksOn() };
const body = await htmlStream(createElement("p", null, "Paver blocks"), { whole: true, timeoutMs: 5000, onError() {} });
seen.html = await new Response(body).text();
seen.afterRender = await hooksOn();
let release;
const held = new Promise((resolve) => (release = resolve));
const first = collectLocalChanges(() => held);
await collectLocalChanges(async () => undefined);
seen.whileAScopeRuns = await hooksOn();
release();
await first;
seen.afterScopes = await hooksOn();
const { keepNextTickEntryShape, keptNextTickEntry } = await import(${moduleUrl("server/core/tick-entry.ts")});
keepNextTickEntryShape();
keepNextTickEntryShape();
seen.keptTickEntry = Object.keys(keptNextTickEntry() ?? {}).sort();
seen.afterKeepingATickEntry = await hooksOn();
console.log(JSON.stringify(seen));
`;

describe("Node's async hooks on the hit path", () => {
  it("are off after a page render, after change scopes end and after a nextTick entry is kept (server/core/tick-entry.ts), and on while a scope runs", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", PROBE], { cwd: ROOT, encoding: "utf8", timeout: 30_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      atStart: false,
      html: "<p>Paver blocks</p>",
      afterRender: false,
      whileAScopeRuns: true,
      afterScopes: false,
      keptTickEntry: ["args", "callback"],
      afterKeepingATickEntry: false,
    });
  });
});
