import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { MessageStatus } from "#schemas/messages";
import type { MessageDto, MessageWithReplies, ReplyDto } from "#schemas/wire";
import type { Db, DbOrTx } from "../db/connection";
import { contactMessages, messageReplies, users } from "../db/schema";
import { oneLine, quoted, type Mailer } from "../mail";
import type { Audit } from "./audit";
import type { Actor } from "./catalogue";

export type { MessageDto, ReplyDto } from "#schemas/wire";

type MessageRow = typeof contactMessages.$inferSelect;

export function toMessageDto(r: MessageRow): MessageDto {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    country_code: r.countryCode,
    company: r.company,
    project_type: r.projectType,
    budget: r.budget,
    message: r.message,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export type MailStatus = "sent" | "failed" | "not-configured" | "pending";

/** Each word must appear in the name, email, phone, company, message or project type. */
function messageSearch(q: string): SQL | undefined {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) => {
      const p = `%${w.replace(/[\\%_]/g, (m) => "\\" + m)}%`;
      return or(
        ilike(contactMessages.name, p),
        ilike(contactMessages.email, p),
        ilike(contactMessages.phone, p),
        ilike(contactMessages.company, p),
        ilike(contactMessages.message, p),
        ilike(contactMessages.projectType, p),
      )!;
    }),
  );
}

/** The e-mail a reply becomes: the staff member's words, then the visitor's own message quoted. */
export function replyMail(m: MessageDto, reply: string) {
  return {
    subject: "Re: your enquiry",
    text: `Dear ${oneLine(m.name)},\n\n${reply}\n\n--\nYou wrote on ${m.created_at.slice(0, 10)}:\n${quoted(m.message)}\n`,
  };
}

export function createMessages(db: Db, mailer: Mailer, audit?: Audit) {
  const record = (tx: DbOrTx, actor: Actor | undefined, action: string, entityId: number, details: Record<string, unknown>) =>
    actor && audit ? audit.record({ userId: actor.id, action, entity: "contact_message", entityId, details }, tx) : Promise.resolve();

  async function find(id: number) {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return row && toMessageDto(row);
  }

  return {
    find,

    async create(
      input: { name: string; email: string; phone: string; country_code: string; company: string; project_type: string; budget: string; message: string },
      tx: DbOrTx = db,
    ): Promise<MessageDto> {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          countryCode: input.country_code,
          company: input.company,
          projectType: input.project_type,
          budget: input.budget,
          message: input.message,
        })
        .returning();
      return toMessageDto(row);
    },

    /** Newest first, paged, optionally one status and a search; counts per tab under the same search. */
    async list(opts: { page: number; limit: number; status?: MessageStatus; search?: string }) {
      const search = opts.search ? messageSearch(opts.search) : undefined;
      const where = and(search, opts.status ? eq(contactMessages.status, opts.status) : undefined);
      const [rows, [counts]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(opts.limit)
          .offset((opts.page - 1) * opts.limit),
        db
          .select({
            all: sql<number>`count(*)::int`,
            new: sql<number>`(count(*) filter (where ${contactMessages.status} = 'new'))::int`,
            resolved: sql<number>`(count(*) filter (where ${contactMessages.status} = 'resolved'))::int`,
          })
          .from(contactMessages)
          .where(search),
      ]);
      const total = opts.status ? counts[opts.status] : counts.all;
      return { data: rows.map(toMessageDto), total, counts };
    },

    /** One message with its replies, oldest reply first. */
    async findWithReplies(id: number): Promise<MessageWithReplies | undefined> {
      const m = await find(id);
      if (!m) return undefined;
      const replies = await db
        .select({ r: messageReplies, userName: users.name })
        .from(messageReplies)
        .leftJoin(users, eq(messageReplies.userId, users.id))
        .where(eq(messageReplies.messageId, id))
        .orderBy(messageReplies.createdAt, messageReplies.id);
      return {
        ...m,
        replies: replies.map(({ r, userName }) => ({
          id: r.id,
          body: r.body,
          created_at: r.createdAt.toISOString(),
          user_name: userName,
          mail_status: r.mailStatus,
        })),
      };
    },

    /**
     * Store a reply and mark the message resolved (committed first, so the reply is never lost),
     * then e-mail it to the sender when SMTP is configured and record how that went.
     */
    async reply(id: number, body: string, actor: Actor & { email?: string }): Promise<Omit<ReplyDto, "user_name"> | undefined> {
      const stored = await db.transaction(async (t) => {
        const [m] = await t
          .update(contactMessages)
          .set({ status: "resolved", updatedAt: sql`now()` })
          .where(eq(contactMessages.id, id))
          .returning();
        if (!m) return undefined;
        const [r] = await t
          .insert(messageReplies)
          .values({ messageId: id, userId: actor.id, body, mailStatus: mailer.configured ? "pending" : "not-configured" })
          .returning();
        await record(t, actor, "message.reply", id, { replyId: r.id });
        return { message: toMessageDto(m), reply: r };
      });
      if (!stored) return undefined;
      let mailStatus: MailStatus = "not-configured";
      if (mailer.configured) {
        // Exactly the address staff see on the message, as one address (never parsed as a list or a display name).
        const ok = await mailer.send({
          to: { address: stored.message.email },
          ...replyMail(stored.message, body),
          replyTo: actor.email ? { address: actor.email } : undefined,
        });
        mailStatus = ok ? "sent" : "failed";
        await db.update(messageReplies).set({ mailStatus }).where(eq(messageReplies.id, stored.reply.id));
      }
      return { id: stored.reply.id, body: stored.reply.body, created_at: stored.reply.createdAt.toISOString(), mail_status: mailStatus };
    },

    async setStatus(id: number, status: MessageStatus, actor?: Actor): Promise<MessageDto | undefined> {
      return db.transaction(async (t) => {
        const [m] = await t
          .update(contactMessages)
          .set({ status, updatedAt: sql`now()` })
          .where(eq(contactMessages.id, id))
          .returning();
        if (m) await record(t, actor, "message.status", id, { status });
        return m && toMessageDto(m);
      });
    },

    /** Delete a message and its replies. */
    async remove(id: number, actor?: Actor): Promise<boolean> {
      return db.transaction(async (t) => {
        const [m] = await t.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id, email: contactMessages.email });
        if (m) await record(t, actor, "message.delete", id, { email: m.email });
        return Boolean(m);
      });
    },
  };
}
export type Messages = ReturnType<typeof createMessages>;
