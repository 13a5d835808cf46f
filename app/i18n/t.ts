/**
 * The public site's words in the visitor's language. The site layout's loader sends the frame's
 * messages and each page's loader its own, in the page's language only (~/i18n/messages.server.ts,
 * ~/i18n/page-messages.ts); the layout gives them together, and pages and components read them through
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
import { langFromPath, localePath, type Lang } from "./languages";

/** The shape of every language's messages: English's, with any text in place of each English one. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Messages = Shape<typeof en>;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
/** Some of the messages: what one loader sends (a namespace whole or some of its groups). */
export type PartialMessages = DeepPartial<Messages>;

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** A message's key: its namespace and name, "site.nav.gallery". */
export type MessageKey = Leaves<Messages>;

/** Values for a message's "{name}" placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The message at `key` with its placeholders filled; the key itself when missing (never an empty text). */
export function translate(messages: PartialMessages | undefined, key: MessageKey, values?: MessageValues): string {
  let node: unknown = messages;
  for (const part of key.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  const text = typeof node === "string" && node !== "" ? node : key;
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole)) : text;
}

export type I18n = { lang: Lang; messages: PartialMessages };

/** The messages of every matched route's loader together: the frame's and the page's. */
export function mergeMessages(parts: readonly unknown[]): PartialMessages {
  const out: Record<string, Record<string, unknown>> = {};
  for (const part of parts)
    if (part && typeof part === "object") for (const [ns, group] of Object.entries(part)) out[ns] = { ...out[ns], ...(group as object) };
  return out as PartialMessages;
}

/** What a route's loader data holds of the messages. */
const messagesIn = (data: unknown) => (data && typeof data === "object" ? (data as { messages?: unknown }).messages : undefined);

/** The messages every matched route sent (React Router's matches, in a component or a `meta` function). */
export const messagesOfMatches = (matches: readonly ({ data?: unknown; loaderData?: unknown } | undefined)[]) =>
  mergeMessages(matches.map((m) => messagesIn(m?.loaderData ?? m?.data)));

const I18nContext = createContext<I18n | undefined>(undefined);

/** Given by the site layout to every public page: the frame's and the page's messages together. */
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
