import { createContext, RouterContextProvider } from "react-router";
import type { SiteLayoutData } from "~/components/site/site-data";
import type { DocumentContext } from "../server/app";
import type { PageRecord } from "../server/core/http/page-record";
import type { Services } from "../server/services";

// Route loaders and actions reach the server's services through `context` (never by import), so
// the app bundle holds no server code: `const { catalogue } = context.get(servicesContext);`.

/** The server's services: catalogue, config, log and the rest. */
export const servicesContext = createContext<Services>();

/**
 * The schema.org objects of the document being rendered, added by the loaders and written into its
 * <head> by the server alone (app/lib/json-ld.server.ts): the site layout's (`site`) and the page's
 * own (`page`). Each is built from the site layout's data when the document is written, so a client
 * navigation's data request builds none.
 */
export type JsonLdBuilder = (site: SiteLayoutData) => object;
export type JsonLdBlocks = { site: JsonLdBuilder[]; page: JsonLdBuilder[] };

/**
 * What the HTTP layer knows about the request being rendered. `page` is there when the page may be
 * cached (server/core/http/page-cache-http.ts): the server entry fills in its tags and route pattern.
 */
export const requestContext = createContext<{ cspNonce: string | undefined; clientAddress: string; page?: PageRecord; jsonLd: JsonLdBlocks }>();

/**
 * The router context of one page request. Exported by the server entry (app/entry.server.tsx),
 * so the server builds it with the very context objects the bundled loaders read.
 */
export function getLoadContext({ services, cspNonce, clientAddress, page }: DocumentContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, { cspNonce, clientAddress, page, jsonLd: { site: [], page: [] } });
  return context;
}
