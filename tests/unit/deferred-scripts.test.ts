import { afterEach, describe, expect, it, vi } from "vitest";
import type { StarterOptions } from "../../server/core/http/app-starter";
import { DEFERRED_TYPE, deferAppScripts, INTENT_EVENTS, LOAD_WAIT_MS } from "../../server/core/http/deferred-scripts";

const BOOT = ';\nimport * as route0 from "/assets/root-a.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-b.js");';

/** The shape React Router's <Scripts> gives a server-rendered page. */
const PAGE =
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/images/logo.svg"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-b.js"/><link rel="modulepreload" href="/assets/root-a.js"/><style>.a{color:red}</style></head>' +
  '<body><div>page</div><script>window.__reactRouterContext = {};</script><script type="module" async="">' +
  BOOT +
  "</script><!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>";

describe("deferred app scripts", () => {
  afterEach(() => vi.unstubAllGlobals());

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

  /** The starter's script in the page written from `page`. */
  const starterOf = (page: string) => /<script(?: nonce="[^"]*")?>(\(function\(\)\{var __name[\s\S]*?)<\/script><!--\$-->/.exec(deferAppScripts(page))?.[1];

  /** The starter's options as written into `page`: startApp's own text, called with them. */
  function optionsOf(page: string): StarterOptions {
    const m = /\)\((\{[\s\S]*?\})\)\}\)\(\);$/.exec(starterOf(page) ?? "");
    expect(m).not.toBeNull();
    return JSON.parse(m![1]) as StarterOptions;
  }

  type Appended = { rel?: string; href?: string; type?: string; textContent?: string | null; crossOrigin?: string; listeners?: Record<string, () => void> };

  /**
   * Runs the page's starter against a minimal window and document (the browser's own behaviour is
   * the end-to-end journeys' part: tests/e2e/app-start.spec.ts). Its `import()` calls go to `load`.
   */
  function runStarter(
    page: string,
    load: (href: string) => Promise<unknown>,
    { kept = {}, prefetchLinks = true, startAfter = null }: { kept?: Record<string, string>; prefetchLinks?: boolean; startAfter?: string | null } = {},
  ) {
    const options = optionsOf(page);
    const appended: Appended[] = [];
    const listeners: Record<string, ((e: object) => void)[]> = {};
    const timers: { fn: () => void; ms?: number }[] = [];
    const imported: string[] = [];
    const fetched: [string, RequestInit][] = [];
    const reloads: string[] = [];
    const deferred = { textContent: deferredText(page), after: (el: Appended) => appended.push(el) };
    const tasks: (() => void)[] = [];
    const idles: ((deadline: { timeRemaining: () => number }) => void)[] = [];
    const session = new Map<string, string>();
    const fakeDocument = {
      readyState: "interactive",
      referrer: "",
      documentElement: { lang: "en-IN", hasAttribute: () => false },
      head: { appendChild: (f: { children?: object[] }) => appended.push(...((f.children ?? [f]) as never[])) },
      querySelector: (sel: string) =>
        sel === `script[type="${DEFERRED_TYPE}"]` ? deferred : sel === "[data-start-app-after]" && startAfter ? { getAttribute: () => startAfter } : null,
      // Elements as plain records of what the starter sets; whether <link rel=prefetch> works and the listeners it adds stay out of them.
      createElement: () => {
        const el: Appended = {};
        Object.defineProperty(el, "relList", { value: { supports: () => prefetchLinks } });
        Object.defineProperty(el, "addEventListener", { value: (type: string, fn: () => void) => ((el.listeners ??= {})[type] = fn) });
        return el;
      },
      createDocumentFragment: () => {
        const children: object[] = [];
        return { children, appendChild: (el: object) => children.push(el) };
      },
    };
    class MessageChannel {
      port1 = { onmessage: null as null | (() => void), close: () => undefined };
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
    }
    const globals = {
      document: fakeDocument,
      location: { href: "http://localhost/paver-blocks?utm_source=x", origin: "http://localhost", reload: () => reloads.push("reload") },
      navigator: {},
      sessionStorage: {
        getItem: (k: string) => session.get(k) ?? null,
        setItem: (k: string, v: string) => session.set(k, v),
        removeItem: (k: string) => session.delete(k),
      },
      localStorage: { getItem: (k: string) => kept[k] ?? null, setItem: (k: string, v: string) => (kept[k] = v) },
      addEventListener: (type: string, fn: (e: object) => void) => (listeners[type] ??= []).push(fn),
      removeEventListener: (type: string, fn: (e: object) => void) => (listeners[type] = (listeners[type] ?? []).filter((f) => f !== fn)),
      setTimeout: (fn: () => void, ms?: number) => timers.push({ fn, ms }),
      fetch: (href: string, init: RequestInit) => {
        fetched.push([href, init]);
        return Promise.resolve();
      },
      matchMedia: () => ({ matches: false }),
      MessageChannel,
      requestIdleCallback: (fn: (deadline: { timeRemaining: () => number }) => void) => idles.push(fn),
      MutationObserver: class {
        observe() {}
      },
    };
    // Stubbed until the test ends (afterEach): the starter's later steps run in promise continuations and tasks.
    for (const [name, value] of Object.entries(globals)) vi.stubGlobal(name, value);
    // The script as the page gets it, with `import(` going to `load` (Node has no module loader
    // here; Vitest's own transform writes it as __vite_ssr_dynamic_import__).
    new Function("__load", starterOf(page)!.replace(/\b(?:__vite_ssr_dynamic_import__|import)\(/, "__load("))((href: string) => {
      imported.push(href);
      return load(href);
    });
    const fire = (type: string, e: object = {}) => {
      for (const fn of listeners[type] ?? []) fn({ type, ...e });
    };
    return { appended, listeners, timers, tasks, idles, imported, fetched, reloads, session, options, fire };
  }

  const deferredText = (page: string) => {
    const out = deferAppScripts(page);
    const open = `<script type="${DEFERRED_TYPE}">`;
    return out.slice(out.indexOf(open) + open.length, out.indexOf("</script>", out.indexOf(open)));
  };

  it("writes startApp's own text, which needs nothing outside itself but a name helper that does nothing", () => {
    const text = starterOf(PAGE)!;
    expect(text).toContain("(function startApp(");
    expect(() => new Function(text)).not.toThrow();
    // No helper a compiler may add to the function is left without its definition (its annotations are comments).
    expect(text.replace(/__vite_ssr_dynamic_import__|var __name=|__name\(|@__PURE__/g, "")).not.toMatch(/__[a-zA-Z]/);
  });

  it("fetches the scripts after load without running them, and keeps the landing page for the session", () => {
    const { appended, fire, timers, idles, imported, session, options } = runStarter(PAGE, () => Promise.resolve());
    expect(options.intentEvents).toEqual(INTENT_EVENTS);
    expect(timers.map((t) => t.ms)).toEqual([LOAD_WAIT_MS]);
    expect(JSON.parse(session.get("landing")!)).toEqual({ href: "http://localhost/paver-blocks?utm_source=x", referrer: "" });
    fire("load");
    // Not in the load event's task: while the main thread is idle, one and then as many as its time allows.
    expect(appended).toEqual([]);
    idles.shift()!({ timeRemaining: () => 1 });
    expect(appended).toEqual([{ rel: "prefetch", href: "/assets/entry.client-b.js", crossOrigin: "anonymous" }]);
    idles.shift()!({ timeRemaining: () => 10 });
    expect(appended).toEqual([
      { rel: "prefetch", href: "/assets/entry.client-b.js", crossOrigin: "anonymous" },
      { rel: "prefetch", href: "/assets/root-a.js", crossOrigin: "anonymous" },
    ]);
    expect(idles).toEqual([]);
    expect(imported).toEqual([]);
    // The wait's timer after load fetches nothing twice.
    timers[0].fn();
    expect(idles).toEqual([]);
  });

  it("fetches them itself where <link rel=prefetch> does not work (Safari): scripts as a module script asks", () => {
    const page = PAGE.replace("</head>", '<noscript><link rel="stylesheet" href="/assets/app-c.css"/></noscript></head>');
    const { fire, idles, fetched, appended } = runStarter(page, () => Promise.resolve(), { prefetchLinks: false });
    fire("load");
    idles.shift()!({ timeRemaining: () => 10 });
    expect(appended).toEqual([]);
    expect(fetched).toEqual([
      ["/assets/entry.client-b.js", { mode: "cors", credentials: "same-origin" }],
      ["/assets/root-a.js", { mode: "cors", credentials: "same-origin" }],
      ["/assets/app-c.css", {}],
    ]);
  });

  it("starts at the first sign of use, once: the preloads back, then the module script's text as a module", () => {
    const { appended, listeners, fire, imported, idles } = runStarter(PAGE, () => Promise.resolve());
    // A pointer that did not move (a page appearing under a still cursor) is no sign of use.
    fire("pointermove", { movementX: 0, movementY: 0 });
    expect(appended).toEqual([]);
    fire("keydown");
    expect(imported).toEqual([]);
    expect(appended).toEqual([
      { rel: "modulepreload", href: "/assets/entry.client-b.js" },
      { rel: "modulepreload", href: "/assets/root-a.js" },
      { type: "module", textContent: BOOT, listeners: { error: expect.any(Function) } },
    ]);
    // Nothing starts twice, the signs of use are no longer listened to, and nothing is prefetched after the start.
    expect(listeners.pointerdown).toEqual([]);
    fire("load");
    expect(idles).toEqual([]);
    expect(appended).toHaveLength(3);
  });

  it("reloads the page once when the app's scripts fail to run, then no more", () => {
    const first = runStarter(PAGE, () => Promise.resolve());
    first.fire("touchstart");
    first.appended.at(-1)!.listeners!.error();
    expect(first.reloads).toEqual(["reload"]);
    expect(first.session.get("app-reload")).toBe("http://localhost/paver-blocks?utm_source=x");
    // The reloaded page fails as well: no second reload.
    first.appended.at(-1)!.listeners!.error();
    expect(first.reloads).toEqual(["reload"]);
  });

  it("starts at once on an English page when another language is kept, for the app to move the visitor", () => {
    const { appended } = runStarter(PAGE, () => Promise.resolve(), { kept: { "site-lang": "gu" } });
    expect(appended.at(-1)).toMatchObject({ type: "module", textContent: BOOT });
    expect(runStarter(PAGE, () => Promise.resolve(), { kept: { "site-lang": "en" } }).appended).toEqual([]);
  });

  it("starts a page with something that moves by itself when its time is up, counted from the page's start", () => {
    const { fire, timers, appended } = runStarter(PAGE, () => Promise.resolve(), { startAfter: "5000" });
    fire("load");
    const wait = timers.find((t) => t.ms !== LOAD_WAIT_MS)!;
    expect(wait.ms).toBeGreaterThanOrEqual(0);
    expect(wait.ms).toBeLessThanOrEqual(5000);
    wait.fn();
    expect(appended.at(-1)).toMatchObject({ type: "module", textContent: BOOT });
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
    const { appended, fire, tasks, imported, options } = runStarter(MANIFEST_PAGE, () => new Promise<void>((resolve) => finish.push(resolve)));
    expect(options.stages).toEqual(["/assets/chunk-c.js", "/assets/chunk-d.js"]);
    fire("pointerdown");
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
    expect(appended.at(-1)).toMatchObject({ type: "module", textContent: MANIFEST_BOOT });
  });

  it("still starts the module script when a shared chunk fails to load (it reports the failure)", async () => {
    const { appended, fire } = runStarter(MANIFEST_PAGE, () => Promise.reject(new Error("offline")));
    fire("touchstart");
    await new Promise((resolve) => setImmediate(resolve));
    expect(appended.at(-1)).toMatchObject({ type: "module", textContent: MANIFEST_BOOT });
  });

  it("keeps a cached render's script mark on the module script it defers and on the starter, and finds marked preloads", () => {
    const marked = PAGE.replace(/<link rel="modulepreload" href="([^"]+)"\/>/g, '<link rel="modulepreload" href="$1" nonce="m4rk"/>')
      .replace(/<script>/g, '<script nonce="m4rk">')
      .replace('<script type="module" async="">', '<script nonce="m4rk" type="module" async="">');
    const out = deferAppScripts(marked);
    expect(out.slice(0, out.indexOf("</head>"))).not.toContain("modulepreload");
    expect(out).toContain(`<script nonce="m4rk" type="${DEFERRED_TYPE}">${BOOT}</script><script nonce="m4rk">(function(){var __name`);
    expect(out).toContain('"/assets/entry.client-b.js","/assets/root-a.js"');
  });

  it("leaves a page without React Router's module script as it was", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Not found</p></body></html>";
    expect(deferAppScripts(plain)).toBe(plain);
    const inHead = '<html><head><script type="module" async="">x</script></head><body></body></html>';
    expect(deferAppScripts(inHead)).toBe(inHead);
  });
});
