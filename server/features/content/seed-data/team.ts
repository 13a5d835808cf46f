/** Meet Our Team: the group photo, six leaders and four values. */
import type { Translations } from "#schemas/translations";
import team from "./team.json" with { type: "json" };

/** Each text with its Gujarati and Hindi version beside it (`translations`, keyed as the team schemas key them). */
type TeamMember = { name: string; position: string; description: string; achievements: string[]; image: string; translations: Translations };

export const TEAM_GROUP_IMAGE = {
  src: "/images/team/group.webp",
  alt: "The team of Shree Ganesh Cement Products gathered in front of the factory",
  width: 1600,
  height: 900,
  widths: [400, 800, 1600],
} as const;

// JSON's inferred union gives the shorter lists' translations an optional `achievements.2`; each is a text.
export const LEADERS = team.leaders as TeamMember[];

export const VALUES: { title: string; text: string; translations: Translations }[] = team.values;

/** The Gujarati and Hindi group photo's alt text and caption. */
export const TEAM_PAGE_TRANSLATIONS: Translations = team.page.translations;
