import { BUSINESS } from "~/content/business";

/** The document title and robots rule of an admin screen (admin pages stay out of search engines). */
export function adminMeta(title: string) {
  return [{ title: `${title} | Admin | ${BUSINESS.name}` }, { name: "robots", content: "noindex, nofollow" }];
}
