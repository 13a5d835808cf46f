/** Marketing content of the home page (kept apart from business.ts so the home page's JavaScript stays small). */
import home from "./home.json" with { type: "json" };

export const HOME_HEADLINE: string = home.headline;

export const HOME_INTRO: string = home.intro;

export const HOME_STATS: { value: string; label: string }[] = home.stats;

export const WHY_CHOOSE_US: { title: string; text: string }[] = home.whyChooseUs;
