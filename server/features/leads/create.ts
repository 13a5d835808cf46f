import { eq } from "drizzle-orm";
import type { Lang } from "#schemas/languages";
import type { Attribution } from "#schemas/lead-sources";
import type { NewLead } from "#schemas/new-lead";
import type { NewLeadAnswer } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { contactMessages, leadIntakes } from "../../core/db/schema";
import type { Actor, AuditOf } from "../../core/audit";
import { intakeLead } from "./intake";
import type { LeadAuditAction } from "./activity";

/** The intake key of a lead made from a contact message: one lead per message, however often "Create lead" is pressed. */
const messageKey = (messageId: number) => `message:${messageId}`;

/** The lead made from a contact message (or the open lead it was asked again on), if any. */
export async function leadOfMessage(db: DbOrTx, messageId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: leadIntakes.inquiryId })
    .from(leadIntakes)
    .where(eq(leadIntakes.key, messageKey(messageId)));
  return row?.id ?? null;
}

/** A message the new lead names that does not exist: refused as a bad value. */
export type UnknownMessage = "unknown-message";

/**
 * A lead staff type in: through intakeLead (the same number's open lead for the same product within
 * 30 days takes it as asked again), with an "inquiry.create" audit entry in the same transaction.
 */
export function createLeadCreation(db: Db, audit: AuditOf<LeadAuditAction>) {
  return {
    async create(input: NewLead, actor: Actor): Promise<NewLeadAnswer["data"] | UnknownMessage> {
      return db.transaction(async (t) => {
        // A lead made from a contact message keeps where that visitor came from.
        let attribution: Attribution | null = null;
        let language: Lang | null = null;
        if (input.message_id) {
          const [m] = await t
            .select({ id: contactMessages.id, attribution: contactMessages.attribution, language: contactMessages.language })
            .from(contactMessages)
            .where(eq(contactMessages.id, input.message_id));
          if (!m) return "unknown-message" as const;
          attribution = m.attribution;
          language = m.language;
        }
        const result = await intakeLead(t, {
          source: input.source,
          name: input.name,
          countryCode: input.country_code,
          mobile: input.mobile,
          productId: input.product_id ?? null,
          productName: input.product_name ?? null,
          quantity: input.quantity,
          unit: input.unit,
          message: input.note,
          messageId: input.message_id ?? null,
          attribution,
          language,
          userId: actor.id,
          key: input.message_id ? messageKey(input.message_id) : undefined,
        });
        const id = result.inquiryId!;
        const answer = { id, created: result.created, asked_again: !result.created && !result.replay };
        if (result.replay) return answer;
        await audit.record(
          {
            userId: actor.id,
            action: "inquiry.create",
            entity: "inquiry",
            entityId: id,
            details: {
              name: input.name,
              product: input.product_name ?? null,
              source: input.source,
              asked_again: answer.asked_again,
              ...(input.message_id ? { message_id: input.message_id } : {}),
            },
          },
          t,
        );
        return answer;
      });
    },
  };
}
