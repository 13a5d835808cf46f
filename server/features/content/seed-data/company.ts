import type { AboutTexts } from "#schemas/about";
import about from "./company.json" with { type: "json" };

/**
 * The Who We Are page's texts as the site first showed them: the seed of site_content "about"
 * (server/features/content/seed.ts). `{name}`, `{year}` and `{ceo}` are filled in from the business details
 * when the page is shown, so the story follows the business name, year established and CEO.
 */
export const ABOUT: AboutTexts = about;
