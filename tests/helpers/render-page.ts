/**
 * A public page rendered to HTML the way the server renders it: the site layout's and the page's
 * own loaders run against the test's services, then both components render (without the root
 * document around them). For API tests that check what a change shows on the public site.
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData, useParams, type LoaderFunction } from "react-router";
import { getLoadContext } from "../../app/load-context";
import { SITE_LAYOUT_ID } from "../../app/lib/seo";
import { langFromPath, langRouteId } from "../../app/i18n/languages";
import { frameMessages } from "../../app/i18n/messages.server";
import type { Services } from "../../server/services";

/** What this needs of a route module. */
type PageModule = { loader?: unknown; default: unknown };

/** The framework's props for a route component: its loader's data and the address's parameters. */
function withProps(Component: ComponentType<never>) {
  return function Route() {
    const loaderData = useLoaderData();
    const params = useParams();
    return createElement(Component as ComponentType<Record<string, unknown>>, { loaderData, params, matches: [] });
  };
}

/** The HTML of the public page `module` at `path`, under the site layout; `pattern` is its route's path when it has parameters (`/q/:token`). */
export async function renderPublicPage(services: Services, module: PageModule, path: string, pattern = path): Promise<string> {
  return (await renderPublicDocument(services, module, path, pattern)).html;
}

/** The same, with what a test of the document's head needs: the router's answer (the loaders' data), the request's context and the layout's route id. */
export async function renderPublicDocument(services: Services, module: PageModule, path: string, pattern = path) {
  const layout = await import("../../app/routes/site/layout");
  const layoutId = langRouteId(langFromPath(path), SITE_LAYOUT_ID);
  const routes = [
    {
      // The layout's id in the address's language ("gu:routes/site/layout"), as the app's routes name it.
      id: layoutId,
      path: "/",
      loader: layout.loader as unknown as LoaderFunction,
      Component: withProps(layout.default as ComponentType<never>),
      children: [
        {
          id: "page",
          ...(pattern === "/" ? { index: true as const } : { path: pattern.slice(1) }),
          loader: module.loader as LoaderFunction,
          Component: withProps(module.default as ComponentType<never>),
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = getLoadContext({ services, cspNonce: undefined, clientAddress: "127.0.0.1" });
  const result = await handler.query(new Request(`http://localhost${path}`), { requestContext: context });
  if (result instanceof Response) throw new Error(`${path} answered ${result.status}`);
  if (result.errors) throw Object.values(result.errors)[0];
  const router = createStaticRouter(handler.dataRoutes, result);
  return { html: renderToString(createElement(StaticRouterProvider, { router, context: result, hydrate: false })), result, context, layoutId };
}

/**
 * The head tags the server writes for the public page `module` at `path`: its loader runs against
 * the test's services, then its `meta`, under a site layout with the business name `businessName`.
 */
export async function publicPageMeta(
  services: Services,
  module: PageModule & { meta?: unknown },
  path: string,
  businessName: string,
): Promise<{ name?: string; content?: string }[]> {
  const request = new Request(`http://localhost${path}`);
  const context = getLoadContext({ services, cspNonce: undefined, clientAddress: "127.0.0.1" });
  const data: unknown = await (module.loader as (args: object) => Promise<unknown>)({ request, params: {}, context });
  return (module.meta as (args: object) => { name?: string; content?: string }[])({
    data,
    loaderData: data,
    params: {},
    location: { pathname: path },
    matches: [
      {
        id: langRouteId(langFromPath(path), SITE_LAYOUT_ID),
        loaderData: { siteUrl: "https://example.in", business: { name: businessName }, lang: langFromPath(path), messages: frameMessages(langFromPath(path)) },
      },
      { id: "page", loaderData: data },
    ],
  });
}
