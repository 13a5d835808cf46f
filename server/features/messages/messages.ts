import { eq, sql } from "drizzle-orm";
import type { Lang } from "#schemas/languages";
import type { MessageStatus } from "#schemas/messages";
import type { Attribution } from "#schemas/lead-sources";
import type { MessageDto, MessageWithReplies, ReplyDto } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { contactMessages, messageReplies, users } from "../../core/db/schema";
import { oneLine, quoted, type Mailer } from "../../core/mail";
import type { Actor, Audit } from "../../core/audit";
import type { MessageAuditAction } from "./activity";
import { toMessageDto } from "./dto";
import { createMessageList } from "./list";
import { leadOfMessage } from "../leads";

type MailStatus = "sent" | "failed" | "not-configured" | "pending";

/** The e-mail a reply becomes: the staff member's words, then the visitor's own message quoted. */
function replyMail(m: MessageDto, reply: string) {
  return {
    subject: "Re: your enquiry",
    text: `Dear ${oneLine(m.name)},\n\n${reply}\n\n--\nYou wrote on ${m.created_at.slice(0, 10)}:\n${quoted(m.message)}\n`,
  };
}

export function createMessages(db: Db, mailer: Mailer, audit?: Audit) {
  const record = (tx: DbOrTx, actor: Actor | undefined, action: MessageAuditAction, entityId: number, details: Record<string, unknown>) =>
    actor && audit ? audit.record({ userId: actor.id, action, entity: "contact_message", entityId, details }, tx) : Promise.resolve();

  async function find(id: number) {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return row && toMessageDto(row);
  }

  const list = createMessageList(db);

  return {
    find,

    async create(
      input: Omit<MessageDto, "id" | "status" | "created_at" | "updated_at" | "attribution" | "language"> & { attribution?: Attribution; language?: Lang },
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
          attribution: input.attribution ?? null,
          language: input.language ?? null,
        })
        .returning();
      return toMessageDto(row);
    },

    list,

    /** One message with its replies, oldest reply first, and the lead made from it ("Create lead"), if any. */
    async findWithReplies(id: number): Promise<MessageWithReplies | undefined> {
      const m = await find(id);
      if (!m) return undefined;
      const leadId = await leadOfMessage(db, id);
      const replies = await db
        .select({ r: messageReplies, userName: users.name })
        .from(messageReplies)
        .leftJoin(users, eq(messageReplies.userId, users.id))
        .where(eq(messageReplies.messageId, id))
        .orderBy(messageReplies.createdAt, messageReplies.id);
      return {
        ...m,
        lead_id: leadId,
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
        await record(t, actor, "message.reply", id, { replyId: r.id, name: m.name });
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
        const [before] = await t.select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, id)).for("update");
        if (!before) return undefined;
        const [m] = await t
          .update(contactMessages)
          .set({ status, updatedAt: sql`now()` })
          .where(eq(contactMessages.id, id))
          .returning();
        if (m) await record(t, actor, "message.status", id, { name: m.name, status, changes: { status: { from: before.status, to: m.status } } });
        return m && toMessageDto(m);
      });
    },

    /** Delete a message and its replies. */
    async remove(id: number, actor?: Actor): Promise<boolean> {
      return db.transaction(async (t) => {
        const [m] = await t
          .delete(contactMessages)
          .where(eq(contactMessages.id, id))
          .returning({ id: contactMessages.id, email: contactMessages.email, name: contactMessages.name });
        if (m) await record(t, actor, "message.delete", id, { email: m.email, name: m.name });
        return Boolean(m);
      });
    },
  };
}
export type Messages = ReturnType<typeof createMessages>;
