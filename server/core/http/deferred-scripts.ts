/**
 * The app's JavaScript of a public page from the page cache starts after the page has loaded
 * (its images included), not beside them: the HTML is complete and readable on its own, so on a
 * phone's slow link the first paint and the largest image no longer share the bandwidth with
 * about 150 KB of scripts, and the app hydrates right after.
 *
 * React Router writes a <link rel="modulepreload"> per module into the head and one inline module
 * script that imports the page's route modules and starts the app. Here the preload links leave
 * the head, the module script becomes inert (`type="text/x-deferred-module"`, same text), and a
 * small inline script, at the window's `load` (or after LOAD_WAIT_MS, whichever comes first),
 * adds the preload links back, evaluates the shared modules and runs the module script's text as
 * a module. Both inline scripts
 * are listed in the page's CSP by hash like every script the renderer wrote (script-hashes.ts): an
 * inserted inline script is allowed by its hash too. React's hydration matches an inline <script> whatever its type.
 */

/** The longest the app waits for the page's images before it starts anyway. */
export const LOAD_WAIT_MS = 3000;

// A page rendered for the cache carries its render's mark as a nonce (page-record.ts): the module
// script keeps it on the two scripts it becomes, so both are hashed.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"<>]+)"(?: nonce="[^"<>]*")?\/>/g;
const BOOT_SCRIPT = /<script( nonce="[^"<>]*")? type="module" async="">/;
export const DEFERRED_TYPE = "text/x-deferred-module";

/**
 * The starter: the preloads back, then the client entry's shared modules (React and React Router,
 * with the root chunk's app modules) evaluated before the rest, each imported in a task of its own,
 * then the module script's text as a module, once (each step starts the next, a failure the last).
 * Evaluating a module runs in one task with the modules it imports; the module script imports every
 * route module and, through them, React Router, so on a slow phone that one task was the longest
 * of the page's start (Lighthouse's Total Blocking Time).
 * Evaluated first, the shared modules cost the module script nothing more (a module runs once).
 * React DOM comes with the client entry, which the module script imports in a task of its own.
 * A failed import still starts the module script, which reports the failure as before. The next
 * task comes through a MessageChannel, as React's scheduler does, not a timer (a page whose timers
 * are paused, as tests pause them, still starts).
 */
function starter(hrefs: readonly string[], stages: readonly string[]): string {
  return (
    `(function(){var started=false;function start(){if(started)return;started=true;` +
    `var d=document.querySelector('script[type="${DEFERRED_TYPE}"]');if(!d)return;` +
    `var f=document.createDocumentFragment();${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});document.head.appendChild(f);` +
    `function boot(){var s=document.createElement("script");s.type="module";s.textContent=d.textContent;d.after(s)}` +
    `function later(f){var c=new MessageChannel();c.port1.onmessage=function(){c.port1.close();f()};c.port2.postMessage(0)}` +
    `var stages=${JSON.stringify(stages)},i=0;function next(){if(i<stages.length)import(stages[i++]).then(function(){later(next)},boot);else boot()}next()}` +
    `if(document.readyState==="complete")start();else{addEventListener("load",start,{once:true});setTimeout(start,${LOAD_WAIT_MS})}})();`
  );
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

/** `html` with the app's scripts started after load; a page without React Router's module script is returned as it was. */
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
  return head + html.slice(headEnd, boot.index) + deferred + `<script${mark}>${starter(hrefs, entryImports(text, hrefs))}</script>` + html.slice(close);
}
