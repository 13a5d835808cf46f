import { createContext, useContext, useEffect } from "react";
import { useLocation } from "react-router";
import { SERVER_HEAD } from "~/lib/seo";

/**
 * The page's schema.org data (JSON-LD), as the server entry serialized it (app/lib/json-ld.server.ts).
 * Only the server renders it, in <head> (app/root.tsx): React's hydration skips tags it did not
 * render there, so the browser's bundle carries neither the data nor the code that builds it.
 */
const JsonLdContext = /* @__PURE__ */ createContext<readonly string[]>([]);
export const JsonLdProvider = JsonLdContext.Provider;

/** One <script type="application/ld+json"> per object: a data block, never run, so no CSP nonce. */
export function JsonLdScripts() {
  return useContext(JsonLdContext).map((json, i) => <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />);
}

/**
 * After a client-side page change the server's JSON-LD, description, canonical link and link-preview
 * tags (SERVER_HEAD) would describe the page left behind: they go (React renders titles and robots itself).
 */
export function useDropServerHeadOnNavigation() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (pathname + search !== documentAddress) document.head.querySelectorAll(SERVER_HEAD).forEach((s) => s.remove());
  }, [pathname, search]);
}

/** The address the document was loaded for (the root's error page mounts the Layout anew: a ref would forget it). */
const documentAddress = typeof window === "undefined" ? "" : window.location.pathname + window.location.search;
