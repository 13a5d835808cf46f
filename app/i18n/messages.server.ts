/**
 * Every language's messages, on the server only: the site layout's loader sends a page the
 * messages of its own language, so a page's JavaScript carries no language's texts.
 */
import { DEFAULT_LANG, type Lang } from "./languages";
import { en } from "./messages/en";
import { gu } from "./messages/gu";
import { hi } from "./messages/hi";
import { translate, type MessageKey, type Messages, type MessageValues, type Translate } from "./t";

const MESSAGES: Readonly<Record<Lang, Messages>> = { en, gu, hi };

export function messagesFor(lang: Lang): Messages {
  return MESSAGES[lang] ?? MESSAGES[DEFAULT_LANG];
}

/** The public site's words in `lang`, for loaders and other server code. */
export function serverT(lang: Lang): Translate {
  const messages = messagesFor(lang);
  return (key: MessageKey, values?: MessageValues) => translate(messages, key, values);
}
