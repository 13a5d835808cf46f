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
 * adds the preload links back and runs the module script's text as a module. Both inline scripts
 * are listed in the page's CSP by hash like every other (page-cache.ts): an inserted inline script
 * is allowed by its hash too. React's hydration matches an inline <script> whatever its type.
 */

/** The longest the app waits for the page's images before it starts anyway. */
export const LOAD_WAIT_MS = 3000;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"<>]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">/;
export const DEFERRED_TYPE = "text/x-deferred-module";

/** The starter: preloads, then the module script's text as a module script, once. */
function starter(hrefs: readonly string[]): string {
  return (
    `(function(){var started=false;function start(){if(started)return;started=true;` +
    `var d=document.querySelector('script[type="${DEFERRED_TYPE}"]');if(!d)return;` +
    `var s=document.createElement("script");s.type="module";s.textContent=d.textContent;d.after(s);` +
    `setTimeout(function(){var f=document.createDocumentFragment();${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});document.head.appendChild(f)})}` +
    `if(document.readyState==="complete")start();else{addEventListener("load",start,{once:true});setTimeout(start,${LOAD_WAIT_MS})}})();`
  );
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
  const deferred = `<script type="${DEFERRED_TYPE}">` + html.slice(boot.index + boot[0].length, close);
  return head + html.slice(headEnd, boot.index) + deferred + `<script>${starter(hrefs)}</script>` + html.slice(close);
}
