/**
 * The public site's words in the visitor's language. The site layout's loader sends the messages
 * of the page's language only (~/i18n/messages.server.ts); pages and components read them through
 * `useT()`, `meta` functions through `metaT(args)`, loaders through `serverT(lang)`.
 *
 *   const t = useT();
 *   t("site.nav.gallery")                       // "Gallery", "ગેલેરી", "गैलरी"
 *   t("site.footer.copyright", { year, name })  // "{year} {name}. All rights reserved." filled in
 *
 * Keys are checked by TypeScript against the English messages, and every language has every key
 * (tests/unit/i18n-messages.test.ts).
 */
import { createContext, useContext } from "react";
import { useLocation } from "react-router";
import type { en } from "./messages/en";
import { DEFAULT_LANG, langFromPath, localePath, type Lang } from "./languages";

/** The shape of every language's messages: English's, with any text in place of each English one. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Messages = Shape<typeof en>;

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** A message's key: its namespace and name, "site.nav.gallery". */
export type MessageKey = Leaves<Messages>;

/** Values for a message's "{name}" placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The message at `key` with its placeholders filled; the key itself when missing (never an empty text). */
export function translate(messages: Messages | undefined, key: MessageKey, values?: MessageValues): string {
  let node: unknown = messages;
  for (const part of key.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  const text = typeof node === "string" && node !== "" ? node : key;
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole)) : text;
}

export type I18n = { lang: Lang; messages: Messages };

const I18nContext = createContext<I18n | undefined>(undefined);

/** Given by the site layout to every public page. */
export const I18nProvider = I18nContext.Provider;

/** The page's language, from its address (English outside the public site). */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** The public site's messages in the page's language. */
export function useT(): Translate {
  const i18n = useContext(I18nContext);
  return (key, values) => translate(i18n?.messages, key, values);
}

/** An English public path in the page's language: useLocalePath()("/contact") is "/gu/contact" on a Gujarati page. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localePath(lang, path);
}

/** What `meta` functions and others outside React read: the messages the site layout's loader sent. */
export function i18nOf(layoutData: unknown): I18n {
  const data = layoutData as Partial<I18n> | undefined;
  return { lang: data?.lang ?? DEFAULT_LANG, messages: data?.messages as Messages };
}
