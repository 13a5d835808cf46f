/** Marketing content of the home page (kept apart from business.ts so the home page's JavaScript stays small). */
import type { Translations } from "#schemas/translations";
import home from "./home.json" with { type: "json" };

export const HOME_HEADLINE: string = home.headline;

export const HOME_INTRO: string = home.intro;

/** The Gujarati and Hindi headline and introduction. */
export const HOME_TRANSLATIONS: Translations = home.translations;

export const HOME_STATS: { value: string; label: string; translations?: Translations }[] = home.stats;

export const WHY_CHOOSE_US: { title: string; text: string; translations?: Translations }[] = home.whyChooseUs;
