import { servicesContext } from "~/load-context";
import type { Route } from "./+types/robots";

/** /robots.txt: everything but the admin area, and where the sitemap is (at the configured site address, never the request's Host). */
export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(servicesContext).config;
  const body = ["User-agent: *", "Disallow: /admin", "Disallow: /api/", "Disallow: /search", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
