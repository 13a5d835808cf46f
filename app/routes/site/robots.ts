import { siteUrlFromContext } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import type { Route } from "./+types/robots";

/** /robots.txt: everything but the admin area, and where the sitemap is. */
export function loader({ request, context }: Route.LoaderArgs) {
  const siteUrl = siteUrlFromContext(request, context.get(servicesContext).config.publicUrl);
  const body = ["User-agent: *", "Disallow: /admin", "Disallow: /api/", "Disallow: /search", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
