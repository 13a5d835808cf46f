/**
 * The app's JavaScript of a public page from the page cache starts at the visitor's first sign of
 * use, not while the page loads: the HTML is complete and usable on its own (links, the header's
 * <details> menus, plain GET forms), so on a phone the first paint and the largest image do not
 * share the bandwidth or the main thread with about 120 KB of scripts, and a visitor who only
 * reads spends no main-thread time on the app. The scripts are fetched (not run) after the
 * page's load, so the start finds them in the browser's cache.
 *
 * React Router writes a <link rel="modulepreload"> per module into the head and one inline module
 * script that imports the page's route modules and starts the app. Here the preload links leave
 * the head, the module script becomes inert (`type="text/x-deferred-module"`, same text), and a
 * small inline script (./app-starter.ts) prefetches them after load and, at the first pointer,
 * touch, key, wheel or focus, adds the preload links back, evaluates the shared modules and runs
 * the module script's text as a module; what the visitor did before that is handed to the app.
 * Both inline scripts are listed in the page's CSP by hash like every script the renderer wrote
 * (script-hashes.ts): an inserted inline script is allowed by its hash too. React's hydration
 * matches an inline <script> whatever its type.
 */
import { DEFAULT_LANG, LANG_STORAGE_KEY, LANGS } from "#schemas/languages";
import { LANDING_KEY } from "#schemas/first-touch";
import { startApp, type StarterOptions } from "./app-starter";

/** The longest the page's images delay the fetch of the app's scripts. */
export const LOAD_WAIT_MS = 3000;

/** How long a started app may take to run (a slow phone's download included) before presses are no longer held. */
const GIVE_UP_MS = 20_000;

// A page rendered for the cache carries its render's mark as a nonce (page-record.ts): the module
// script keeps it on the two scripts it becomes, so both are hashed.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"<>]+)"(?: nonce="[^"<>]*")?\/>/g;
const BOOT_SCRIPT = /<script( nonce="[^"<>]*")? type="module" async="">/;
export const DEFERRED_TYPE = "text/x-deferred-module";

/** The visitor's first sign of use: any of these starts the app. */
export const INTENT_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel"];

/** A press on one of these before the app runs is held and pressed again once it does (a link, a <summary> or a file input works as it is). */
const HELD_CONTROLS = 'button,[role="button"],input[type="checkbox"],input[type="radio"],input[type="submit"],input[type="image"],input[type="reset"]';

const STYLESHEET = /<noscript><link rel="stylesheet" href="([^"<>]+)"/;

/**
 * startApp's own text (app-starter.ts), made once: its lines without their indentation (it holds
 * no text that spans lines). A compiler that keeps function names (tsx, esbuild's keepNames) wraps
 * them in a __name helper of its module: the page gets one that does nothing.
 */
const STARTER = `var __name=function(f){return f};(${startApp.toString().replace(/\n\s*/g, "\n")})`;

/** The starter's script: startApp called with the page's modules. */
function starter(hrefs: string[], stages: string[], stylesheet: string | null): string {
  const options: StarterOptions = {
    deferredType: DEFERRED_TYPE,
    hrefs,
    stages,
    stylesheet,
    loadWaitMs: LOAD_WAIT_MS,
    giveUpMs: GIVE_UP_MS,
    intentEvents: INTENT_EVENTS,
    heldControls: HELD_CONTROLS,
    landingKey: LANDING_KEY,
    reloadKey: "app-reload",
    langKey: LANG_STORAGE_KEY,
    langs: [...LANGS],
    defaultLang: DEFAULT_LANG,
  };
  return `(function(){${STARTER}(${JSON.stringify(options).replace(/</g, "\\u003c")})})();`;
}

/** React Router's manifest in the module script: the modules its client entry imports (React, React Router and the root route's). */
const ENTRY_IMPORTS = /"entry":\s*\{\s*"module":\s*"[^"]*",\s*"imports":\s*\[([^\]]*)\]/;

function entryImports(boot: string, preloaded: readonly string[]): string[] {
  const list = ENTRY_IMPORTS.exec(boot)?.[1];
  if (!list) return [];
  try {
    const hrefs: unknown = JSON.parse(`[${list}]`);
    return Array.isArray(hrefs) ? hrefs.filter((h): h is string => typeof h === "string" && preloaded.includes(h)) : [];
  } catch {
    return [];
  }
}

/** `html` with the app's scripts started at the visitor's first sign of use; a page without React Router's module script is returned as it was. */
export function deferAppScripts(html: string): string {
  const headEnd = html.indexOf("</head>");
  const boot = BOOT_SCRIPT.exec(html);
  if (headEnd < 0 || !boot || boot.index < headEnd) return html;
  const hrefs: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (_m, href: string) => {
    hrefs.push(href);
    return "";
  });
  const bootEnd = html.indexOf("</script>", boot.index);
  if (bootEnd < 0) return html;
  const close = bootEnd + "</script>".length;
  const text = html.slice(boot.index + boot[0].length, close);
  const mark = boot[1] ?? "";
  const deferred = `<script${mark} type="${DEFERRED_TYPE}">` + text;
  return (
    head +
    html.slice(headEnd, boot.index) +
    deferred +
    `<script${mark}>${starter(hrefs, entryImports(text, hrefs), STYLESHEET.exec(head)?.[1] ?? null)}</script>` +
    html.slice(close)
  );
}
