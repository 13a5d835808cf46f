import { breadcrumbJsonLd, type Crumb } from "~/lib/seo";
import { JsonLd } from "~/components/site/json-ld";
import { useSiteUrl } from "~/components/site/site-data";

/** schema.org BreadcrumbList for the breadcrumb a page shows. */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: Crumb[] }) {
  return <JsonLd data={breadcrumbJsonLd(useSiteUrl(), crumbs)} />;
}
