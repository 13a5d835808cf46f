/**
 * Every language's messages, on the server only: loaders send a page the messages of its own
 * language, and of those only the parts it shows (./page-messages.ts), so a page's JavaScript
 * carries no language's texts and its HTML only the words it can show.
 */
import { DEFAULT_LANG, langFromPath, type Lang } from "./languages";
import { en } from "./messages/en";
import { gu } from "./messages/gu";
import { hi } from "./messages/hi";
import { FRAME_MESSAGES, PAGE_MESSAGES, type MessagePart, type PageName } from "./page-messages";
import { translate, type MessageKey, type Messages, type MessageValues, type PartialMessages, type Translate } from "./t";

const MESSAGES: Readonly<Record<Lang, Messages>> = { en, gu, hi };

function allMessages(lang: Lang): Messages {
  return MESSAGES[lang] ?? MESSAGES[DEFAULT_LANG];
}

/** The `parts` of `lang`'s messages: whole namespaces and single groups of one. */
export function messagesFor(lang: Lang, parts: readonly MessagePart[]): PartialMessages {
  const all = allMessages(lang) as unknown as Record<string, Record<string, unknown>>;
  const out: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    const [ns, group] = part.split(".") as [string, string | undefined];
    if (group === undefined) out[ns] = all[ns]!;
    else out[ns] = { ...out[ns], [group]: all[ns]![group] };
  }
  return out as PartialMessages;
}

/** What the site layout's loader sends: the frame's messages in `lang`. */
export const frameMessages = (lang: Lang) => messagesFor(lang, FRAME_MESSAGES);

/** What a page's loader sends besides its data: its own messages, in the language of the page `request` asks for. */
export const pageMessages = (request: Request, page: PageName) => messagesFor(langFromPath(new URL(request.url).pathname), PAGE_MESSAGES[page]);

/** The public site's words in `lang`, for loaders and other server code. */
export function serverT(lang: Lang): Translate {
  const messages = allMessages(lang);
  return (key: MessageKey, values?: MessageValues) => translate(messages, key, values);
}
