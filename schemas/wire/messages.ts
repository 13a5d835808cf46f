import type { Lang } from "#schemas/languages";
/** The contact messages' answers, with their replies. Types only. */
import type { Attribution } from "#schemas/lead-sources";
import type { MessageStatus } from "#schemas/messages";
import type { PagedAnswer } from "#schemas/wire/common";

/** A contact message with the field names the admin screens read (`country_code`, `project_type`, …). */
export type MessageDto = {
  id: number;
  name: string;
  email: string;
  phone: string;
  country_code: string;
  company: string;
  project_type: string;
  budget: string;
  message: string;
  status: MessageStatus;
  created_at: string;
  updated_at: string;
  /** The website visit that led to the message (first touch); null when the browser sent none. */
  attribution: Attribution | null;
  /** The language of the page it was sent from ("en", "gu", "hi"); null when not sent from the website's pages. */
  language: Lang | null;
};

/** A staff reply to a message and how its e-mail went. */
export type ReplyDto = { id: number; body: string; created_at: string; user_name: string | null; mail_status: string };

/** GET /api/contact/:id: the message with its replies, oldest first, and the lead made from it (null until "Create lead"). */
export type MessageWithReplies = MessageDto & { replies: ReplyDto[]; lead_id: number | null };

/** The messages screen's tab counts, under the same search. */
export type MessageCounts = { all: number; new: number; resolved: number };

/**
 * GET /api/contact. With a search, each count is exact up to a limit (server/features/messages/messages.ts
 * SEARCH_COUNT_LIMIT); `capped` names the counts that reached it ("that many or more"), and the
 * pages of such a tab cover its newest that many matches.
 */
export type MessageListAnswer = PagedAnswer<MessageDto> & { counts: MessageCounts; capped?: Partial<Record<keyof MessageCounts, true>> };
