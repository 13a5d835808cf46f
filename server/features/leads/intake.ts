import { and, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Lang } from "#schemas/languages";
import { askedAgainSummary, type Attribution, type LeadSource, type LeadSourceDetails } from "#schemas/lead-sources";
import type { DbOrTx } from "../../core/db/connection";
import { categories, inquiries, leadEvents, leadIntakes, products } from "../../core/db/schema";

/** How long an open lead takes the same customer's new enquiry for the same product instead of a new lead. */
export const SAME_ENQUIRY_DAYS = 30;

/** An enquiry from anywhere but the site's quote form: a marketplace record, a webhook call, staff typing in a call or a visit. */
export type LeadIntake = {
  source: LeadSource;
  name: string;
  countryCode: string;
  /** The national number, digits only. */
  mobile: string;
  /** A catalogue product, or the words the buyer used (matched to a catalogue product of that name when there is one). */
  productId?: number | null;
  productName?: string | null;
  quantity: number;
  unit: string;
  /** The enquiry's own words: the lead's first note, or the asked-again entry's text. */
  message?: string;
  details?: LeadSourceDetails;
  attribution?: Attribution | null;
  /** The language of the page a website message was sent from, when the lead is made from it. */
  language?: Lang | null;
  messageId?: number | null;
  /** When the enquiry was made (a marketplace's time); now by default. */
  at?: Date;
  /** The staff member typing it in (null for marketplaces and webhooks). */
  userId?: number | null;
  /** The source's key of the enquiry ("indiamart:<UNIQUE_QUERY_ID>", "webhook:3:<external_id>"): seen once, never twice. */
  key?: string;
};

/**
 * What an intake did: made a lead (`created`), went on an open lead's timeline as asked again, or
 * (`replay`) nothing, because its key was seen before; `answer` is what the first call was answered.
 */
export type IntakeResult = { inquiryId: number | null; created: boolean; replay: boolean; answer?: Record<string, unknown> | null };

async function catalogueProduct(t: DbOrTx, input: LeadIntake) {
  const columns = { id: products.id, name: products.name, categoryId: categories.id, category: categories.name };
  const base = t.select(columns).from(products).innerJoin(categories, eq(products.categoryId, categories.id));
  if (input.productId) return (await base.where(eq(products.id, input.productId)))[0];
  const name = input.productName?.trim();
  if (!name) return undefined;
  return (
    await base
      .where(sql`lower(${products.name}) = lower(${name})`)
      .orderBy(products.id)
      .limit(1)
  )[0];
}

/**
 * Take an enquiry in, in `t` (the caller's transaction): once per key; onto the timeline of the
 * same number's open lead (New, Contacted or Quoted) for the same product from the last 30 days as
 * "Asked again on …"; else as a new lead of stage New with the message as its first note. Enquiries
 * from one number are taken one at a time (an advisory lock to the end of `t`), so two at once make one lead.
 */
export async function intakeLead(t: DbOrTx, input: LeadIntake): Promise<IntakeResult> {
  if (input.key) {
    const claimed = await t.insert(leadIntakes).values({ key: input.key, created: false }).onConflictDoNothing().returning({ key: leadIntakes.key });
    if (claimed.length === 0) {
      const [seen] = await t.select().from(leadIntakes).where(eq(leadIntakes.key, input.key));
      return { inquiryId: seen?.inquiryId ?? null, created: false, replay: true, answer: seen?.answer ?? null };
    }
  }
  await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:phone:${input.countryCode}${input.mobile}`}))`);
  const product = await catalogueProduct(t, input);
  const productName = product?.name ?? (input.productName?.trim() || null);
  const at = input.at ?? new Date();
  const [open] = await t
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.mobile, input.mobile),
        eq(inquiries.countryCode, input.countryCode),
        inArray(inquiries.stage, ["new", "contacted", "quoted"]),
        gte(inquiries.createdAt, new Date(at.getTime() - SAME_ENQUIRY_DAYS * 86_400_000)),
        product
          ? eq(inquiries.productId, product.id)
          : productName
            ? and(isNull(inquiries.productId), sql`lower(${inquiries.productName}) = lower(${productName})`)
            : sql`false`,
      ),
    )
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(1);

  let inquiryId: number;
  if (open) {
    inquiryId = open.id;
    await t.insert(leadEvents).values({
      inquiryId,
      userId: input.userId ?? null,
      kind: "asked_again",
      body: input.message ?? "",
      details: { source: input.source, summary: askedAgainSummary(input.source), quantity: input.quantity, unit: input.unit, ...input.details },
    });
  } else {
    const [row] = await t
      .insert(inquiries)
      .values({
        productId: product?.id ?? null,
        productName,
        categoryId: product?.categoryId ?? null,
        categoryName: product?.category ?? null,
        name: input.name,
        countryCode: input.countryCode,
        mobile: input.mobile,
        quantity: input.quantity,
        unit: input.unit,
        source: input.source,
        sourceDetails: input.details ?? {},
        attribution: input.attribution ?? null,
        language: input.language ?? null,
        messageId: input.messageId ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: inquiries.id });
    inquiryId = row.id;
    if (input.message?.trim()) {
      await t.insert(leadEvents).values({ inquiryId, userId: input.userId ?? null, kind: "note", body: input.message.trim(), createdAt: at });
    }
  }
  if (input.key) await t.update(leadIntakes).set({ inquiryId, created: !open }).where(eq(leadIntakes.key, input.key));
  return { inquiryId, created: !open, replay: false };
}

/** Keep the answer a keyed intake's first call got, so a replay of it answers the same. */
export async function rememberIntakeAnswer(t: DbOrTx, key: string, answer: Record<string, unknown>): Promise<void> {
  await t.update(leadIntakes).set({ answer }).where(eq(leadIntakes.key, key));
}
