import { adminBrandName } from "~/lib/admin-brand";

/**
 * The document title and robots rule of an admin screen (admin pages stay out of search engines):
 * "{title} | Admin | {business name}", the name once this tab knows it (app/lib/admin-brand.ts).
 */
export function adminMeta(title: string, businessName: string | undefined = adminBrandName()) {
  return [{ title: businessName ? `${title} | Admin | ${businessName}` : `${title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}
