import { describe, expect, it } from "vitest";
import { DEFERRED_TYPE, deferAppScripts, LOAD_WAIT_MS } from "./deferred-scripts";

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

  it("starts them at load, or after the wait, once: the preloads back, then the module script's text as a module", () => {
    const out = deferAppScripts(PAGE);
    const starter = /<\/script><script>(\(function\(\)\{var started.*?)<\/script><!--\$-->/.exec(out)?.[1];
    expect(starter).toBeDefined();

    // Run the starter against a minimal document and window.
    const appended: { rel?: string; href?: string; type?: string; textContent?: string }[] = [];
    const listeners: Record<string, () => void> = {};
    const timers: { fn: () => void; ms?: number }[] = [];
    const deferred = { textContent: BOOT, after: (el: { type?: string; textContent?: string }) => appended.push(el) };
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
    const run = new Function("document", "addEventListener", "setTimeout", starter!);
    run(
      document,
      (type: string, fn: () => void) => (listeners[type] = fn),
      (fn: () => void, ms?: number) => timers.push({ fn, ms }),
    );
    expect(appended).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([LOAD_WAIT_MS]);
    listeners.load();
    expect(appended).toEqual([{ type: "module", textContent: BOOT }]);
    // The preloads follow in a task of their own.
    timers.at(-1)!.fn();
    expect(appended.slice(1)).toEqual([
      { rel: "modulepreload", href: "/assets/entry.client-b.js" },
      { rel: "modulepreload", href: "/assets/root-a.js" },
    ]);
    // The wait's timer after load starts nothing twice.
    timers[0].fn();
    expect(appended).toHaveLength(3);
  });

  it("leaves a page without React Router's module script as it was", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Not found</p></body></html>";
    expect(deferAppScripts(plain)).toBe(plain);
    const inHead = '<html><head><script type="module" async="">x</script></head><body></body></html>';
    expect(deferAppScripts(inHead)).toBe(inHead);
  });
});
