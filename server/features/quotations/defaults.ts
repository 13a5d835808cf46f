import { eq } from "drizzle-orm";
import { DEFAULT_GST_RATE, DEFAULT_HSN, FREIGHT_SAC } from "#schemas/gst";
import { INDIAN_STATES } from "#schemas/indian-states";
import { QUOTATION_VALID_DAYS, type QuotationInput } from "#schemas/quotations";
import type { QuotationDefaults } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { appMeta, inquiries, products } from "../../core/db/schema";
import type { AuditOf } from "../../core/audit";
import { addDays, indiaDay } from "#schemas/india-time";
import { currentSeller } from "./seller";
import type { QuotationActor } from "./types";
import type { QuotationAuditAction } from "./activity";
import type { LeadAuditAction } from "../leads";

/** The app_meta key of the default terms an admin sets. */
const TERMS_KEY = "quotation_terms";

/** The terms a new quotation starts with until an admin writes the business's own. */
const DEFAULT_TERMS = [
  "1. Prices are ex-factory and include GST as shown.",
  "2. Payment: 50% advance with the order, the balance before dispatch.",
  "3. Delivery: within 7 to 10 working days of the advance, subject to stock.",
  "4. Freight, unloading and stacking at site are as shown; any other charges extra.",
  "5. Colour and texture may vary slightly between batches, as with all concrete products.",
  "6. Subject to Surat jurisdiction.",
].join("\n");

export async function defaultTerms(t: DbOrTx): Promise<string> {
  const [row] = await t.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, TERMS_KEY));
  return row ? row.value : DEFAULT_TERMS;
}

/** What a new quotation starts from: its terms, validity, seller and states, or a lead's request. */
export function createQuotationDefaults(db: Db, audit: AuditOf<QuotationAuditAction | LeadAuditAction>) {
  /** What a new quotation starts from: the default terms, validity, the seller and the states. */
  async function defaults(): Promise<QuotationDefaults> {
    return { terms: await defaultTerms(db), valid_days: QUOTATION_VALID_DAYS, seller: await currentSeller(db), states: INDIAN_STATES.map((s) => ({ ...s })) };
  }

  return {
    defaults,

    /** Set the default terms (admins); audited with the text before and after. */
    async setDefaultTerms(terms: string, actor: QuotationActor): Promise<QuotationDefaults> {
      await db.transaction(async (t) => {
        const before = await defaultTerms(t);
        await t
          .insert(appMeta)
          .values({ key: TERMS_KEY, value: terms })
          .onConflictDoUpdate({ target: appMeta.key, set: { value: terms } });
        if (before !== terms)
          await audit.record(
            { userId: actor.id, action: "quotation.terms", entity: "quotation", details: { changes: { terms: { from: before, to: terms } } } },
            t,
          );
      });
      return defaults();
    },

    /**
     * A new quotation's input filled from a lead: the customer, one line of the requested product
     * (its name, HSN, GST rate and current price; the request's quantity and unit), the validity
     * and the default terms. A request sent with an estimate gives the estimate's quantity and its
     * freight, at the rate the estimate taxed it. Undefined when the lead does not exist.
     */
    async fromInquiry(inquiryId: number, now = new Date()) {
      const [r] = await db
        .select({ lead: inquiries, product: products })
        .from(inquiries)
        .leftJoin(products, eq(products.id, inquiries.productId))
        .where(eq(inquiries.id, inquiryId));
      if (!r) return undefined;
      const { lead, product } = r;
      const estimate = lead.estimate?.figures;
      return {
        inquiry_id: lead.id,
        customer_name: lead.name,
        company: "",
        billing_address: "",
        state_code: "",
        customer_gstin: null,
        country_code: lead.countryCode,
        phone: lead.mobile,
        email: "",
        items: [
          {
            product_id: product?.id ?? null,
            description: product?.name ?? lead.productName ?? "",
            hsn: product?.hsnCode ?? DEFAULT_HSN,
            quantity: String(estimate?.quantity ?? lead.quantity),
            unit: lead.unit,
            rate: product?.price ?? "0",
            discount_pct: "0",
            gst_rate: product?.gstRate ?? DEFAULT_GST_RATE,
          },
        ],
        freight: estimate?.freight ? { amount: estimate.freight.amount, hsn: FREIGHT_SAC, gst_rate: estimate.freight.gstRate } : null,
        valid_until: addDays(indiaDay(now), QUOTATION_VALID_DAYS),
        terms: await defaultTerms(db),
        notes: "",
      } satisfies QuotationInput;
    },
  };
}
