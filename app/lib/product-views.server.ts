import type { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "~/load-context";

/**
 * A visit of a page that shows these products counts a view of each: a page the cache may keep
 * passes the ids to it (it counts hits too), any other request (a client navigation's data) counts here.
 */
export function countProductViews(context: Readonly<RouterContextProvider>, request: Request, productIds: number[]): void {
  const cached = context.get(requestContext).page;
  if (cached) {
    cached.productIds = productIds;
    return;
  }
  const { headers } = request;
  context.get(servicesContext).productViews.seen(productIds, {
    method: request.method,
    userAgent: headers.get("user-agent"),
    purpose: headers.get("sec-purpose") ?? headers.get("purpose"),
  });
}
