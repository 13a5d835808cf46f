/** The Who We Are page's texts (site_content key "about"): read with the seed as the fallback, and saved by staff as one checked document. */
import type { AboutTexts } from "#schemas/about";
import { ABOUT_SEED } from "./business";
import type { SiteContent } from "./site-content";
import type { Actor } from "../../core/audit";

export function createAboutContent(siteContent: SiteContent) {
  return {
    read: () => siteContent.read<AboutTexts>("about", ABOUT_SEED),
    /** One transaction with its audit entry (`content.about.update`) and the change notice: Who We Are shows it at once. */
    save: (doc: AboutTexts, actor: Actor) => siteContent.save("about", doc, actor),
  };
}
