import { describe, expect, it } from "vitest";
import { DEFERRED_TYPE, deferAppScripts, LOAD_WAIT_MS } from "../../server/core/http/deferred-scripts";

const BOOT = ';\nimport * as route0 from "/assets/root-a.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-b.js");';

/** The shape React Router's <Scripts> gives a server-rendered page. */
const PAGE =
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/images/logo.svg"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-b.js"/><link rel="modulepreload" href="/assets/root-a.js"/><style>.a{color:red}</style></head>' +
  '<body><div>page</div><script>window.__reactRouterContext = {};</script><script type="module" async="">' +
  BOOT +
  "</script><!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>";

describe("deferred app scripts", () => {
  it("takes the module preloads out of the head and makes the module script inert, same text", () => {
    const out = deferAppScripts(PAGE);
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="preload" as="image" href="/images/logo.svg"/>');
    expect(out).toContain(`<script type="${DEFERRED_TYPE}">${BOOT}</script>`);
    expect(out).not.toContain('<script type="module"');
    // The rest of the page is as it was.
    expect(out).toContain("<body><div>page</div><script>window.__reactRouterContext = {};</script>");
    expect(out.endsWith("<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>")).toBe(true);
  });

  /**
   * Runs the starter of `page` against a minimal document and window. Its `import()` calls go to
   * `load` (the text is the starter's own, with `import(` renamed: Node has no module loader here).
   */
  function runStarter(page: string, load: (href: string) => Promise<unknown>) {
    const out = deferAppScripts(page);
    const starter = /<\/script><script>(\(function\(\)\{var started.*?)<\/script><!--\$-->/.exec(out)?.[1];
    expect(starter).toBeDefined();
    expect(starter!.match(/\bimport\(/g)).toHaveLength(1);
    const appended: { rel?: string; href?: string; type?: string; textContent?: string }[] = [];
    const listeners: Record<string, () => void> = {};
    const timers: { fn: () => void; ms?: number }[] = [];
    const imported: string[] = [];
    const text = out.slice(
      out.indexOf(`<script type="${DEFERRED_TYPE}">`) + `<script type="${DEFERRED_TYPE}">`.length,
      out.indexOf("</script><script>(function"),
    );
    const deferred = { textContent: text, after: (el: { type?: string; textContent?: string }) => appended.push(el) };
    const document = {
      readyState: "interactive",
      head: { appendChild: (f: { children: object[] }) => appended.push(...(f.children as never[])) },
      querySelector: (sel: string) => (sel === `script[type="${DEFERRED_TYPE}"]` ? deferred : null),
      createElement: () => ({}),
      createDocumentFragment: () => {
        const children: object[] = [];
        return { children, appendChild: (el: object) => children.push(el) };
      },
    };
    const tasks: (() => void)[] = [];
    class MessageChannel {
      port1 = { onmessage: null as null | (() => void), close: () => undefined };
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
    }
    const run = new Function("document", "addEventListener", "setTimeout", "MessageChannel", "__load", starter!.replace("import(", "__load("));
    run(
      document,
      (type: string, fn: () => void) => (listeners[type] = fn),
      (fn: () => void, ms?: number) => timers.push({ fn, ms }),
      MessageChannel,
      (href: string) => {
        imported.push(href);
        return load(href);
      },
    );
    return { appended, listeners, timers, tasks, imported, text };
  }

  it("starts them at load, or after the wait, once: the preloads back, then the module script's text as a module", () => {
    const { appended, listeners, timers, imported, text } = runStarter(PAGE, () => Promise.resolve());
    expect(text).toBe(BOOT);
    expect(appended).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([LOAD_WAIT_MS]);
    listeners.load();
    // No manifest in this page: nothing to evaluate first.
    expect(imported).toEqual([]);
    expect(appended).toEqual([
      { rel: "modulepreload", href: "/assets/entry.client-b.js" },
      { rel: "modulepreload", href: "/assets/root-a.js" },
      { type: "module", textContent: BOOT },
    ]);
    // The wait's timer after load starts nothing twice.
    timers[0].fn();
    expect(appended).toHaveLength(3);
  });

  /** A module script with React Router's manifest, whose client entry imports the shared chunk c. */
  const MANIFEST_BOOT =
    ';\nimport * as route0 from "/assets/root-a.js";\nwindow.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.client-b.js",\n' +
    '    "imports": [\n      "/assets/chunk-c.js",\n      "/assets/not-preloaded.js",\n      "/assets/chunk-d.js"\n    ],\n    "css": []\n  }\n};\n' +
    'window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-b.js");';
  const MANIFEST_PAGE = PAGE.replace(BOOT, MANIFEST_BOOT).replace(
    '<link rel="modulepreload" href="/assets/root-a.js"/>',
    '<link rel="modulepreload" href="/assets/root-a.js"/><link rel="modulepreload" href="/assets/chunk-c.js"/><link rel="modulepreload" href="/assets/chunk-d.js"/>',
  );

  it("evaluates the client entry's preloaded imports first, each in a task of its own, then the module script", async () => {
    const finish: (() => void)[] = [];
    const { appended, listeners, timers, tasks, imported } = runStarter(MANIFEST_PAGE, () => new Promise<void>((resolve) => finish.push(resolve)));
    listeners.load();
    expect(appended.map((a) => a.href ?? a.type)).toEqual(["/assets/entry.client-b.js", "/assets/root-a.js", "/assets/chunk-c.js", "/assets/chunk-d.js"]);
    expect(imported).toEqual(["/assets/chunk-c.js"]);
    finish[0]();
    await Promise.resolve();
    // The next import waits for a task after the first one's (a message, not a timer).
    expect(imported).toEqual(["/assets/chunk-c.js"]);
    expect(tasks).toHaveLength(1);
    tasks[0]();
    expect(imported).toEqual(["/assets/chunk-c.js", "/assets/chunk-d.js"]);
    finish[1]();
    await Promise.resolve();
    expect(appended).toHaveLength(4);
    expect(tasks).toHaveLength(2);
    tasks[1]();
    expect(appended.at(-1)).toEqual({ type: "module", textContent: MANIFEST_BOOT });
    // Only the wait's timer: nothing else runs on timers.
    expect(timers).toHaveLength(1);
  });

  it("still starts the module script when a shared chunk fails to load (it reports the failure)", async () => {
    const { appended, listeners } = runStarter(MANIFEST_PAGE, () => Promise.reject(new Error("offline")));
    listeners.load();
    await new Promise((resolve) => setImmediate(resolve));
    expect(appended.at(-1)).toEqual({ type: "module", textContent: MANIFEST_BOOT });
  });

  it("keeps a cached render's script mark on the module script it defers and on the starter, and finds marked preloads", () => {
    const marked = PAGE.replace(/<link rel="modulepreload" href="([^"]+)"\/>/g, '<link rel="modulepreload" href="$1" nonce="m4rk"/>')
      .replace(/<script>/g, '<script nonce="m4rk">')
      .replace('<script type="module" async="">', '<script nonce="m4rk" type="module" async="">');
    const out = deferAppScripts(marked);
    expect(out.slice(0, out.indexOf("</head>"))).not.toContain("modulepreload");
    expect(out).toContain(`<script nonce="m4rk" type="${DEFERRED_TYPE}">${BOOT}</script><script nonce="m4rk">(function(){`);
    expect(out).toContain('"/assets/entry.client-b.js","/assets/root-a.js"');
  });

  it("leaves a page without React Router's module script as it was", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Not found</p></body></html>";
    expect(deferAppScripts(plain)).toBe(plain);
    const inHead = '<html><head><script type="module" async="">x</script></head><body></body></html>';
    expect(deferAppScripts(inHead)).toBe(inHead);
  });
});
