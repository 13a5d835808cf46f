import { createContext, RouterContextProvider } from "react-router";
import type { DocumentContext, PageRecord } from "../server/http/app";
import type { Services } from "../server/services";

// Route loaders and actions reach the server's services through `context` (never by import), so
// the app bundle holds no server code: `const { catalogue } = context.get(servicesContext);`.

/** The server's services: catalogue, config, log and the rest. */
export const servicesContext = createContext<Services>();

/**
 * What the HTTP layer knows about the request being rendered. `page` is there when the page may be
 * cached (server/http/page-cache-http.ts): the server entry fills in its tags and route pattern.
 */
export const requestContext = createContext<{ cspNonce: string | undefined; clientAddress: string; page?: PageRecord }>();

/**
 * The router context of one page request. Exported by the server entry (app/entry.server.tsx),
 * so the server builds it with the very context objects the bundled loaders read.
 */
export function getLoadContext({ services, cspNonce, clientAddress, page }: DocumentContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, { cspNonce, clientAddress, page });
  return context;
}
