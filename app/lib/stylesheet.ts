/**
 * The site's stylesheet. The server writes it as a render-blocking <link>, except in pages from the
 * page cache, which carry only the rules their HTML uses inline (server/core/http/critical-css.ts); the
 * browser then loads the whole file here, when the app starts, for what only the running app shows
 * (an opened menu, a dialog, a toast).
 */
export function ensureStylesheet(href: string) {
  const loaded = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).some((link) => link.getAttribute("href") === href);
  if (loaded) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  document.head.append(link);
}
