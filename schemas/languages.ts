/**
 * The languages of the public site: English, Gujarati and Hindi. A quote request or message keeps
 * the language of the page it was sent from, so staff answer in it.
 */
export const LANGS = ["en", "gu", "hi"] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = "en";

/** Where the visitor's chosen language is kept for their next visit (this browser only). */
export const LANG_STORAGE_KEY = "site-lang";

export const isLang = (value: unknown): value is Lang => typeof value === "string" && (LANGS as readonly string[]).includes(value);

/** Each language named in itself, as the language switcher offers it. */
export const LANG_NATIVE_NAMES: Readonly<Record<Lang, string>> = { en: "English", gu: "ગુજરાતી", hi: "हिंदी" };

/** Each language named in English, for staff screens ("Gujarati"). */
export const LANG_ENGLISH_NAMES: Readonly<Record<Lang, string>> = { en: "English", gu: "Gujarati", hi: "Hindi" };

/** How a staff screen names the language a visitor wrote from: "ગુજરાતી (Gujarati)", "English". */
export const describeLanguage = (lang: Lang) => (lang === "en" ? LANG_ENGLISH_NAMES.en : `${LANG_NATIVE_NAMES[lang]} (${LANG_ENGLISH_NAMES[lang]})`);
