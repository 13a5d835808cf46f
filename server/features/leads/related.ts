import { and, desc, eq, inArray, ne, or } from "drizzle-orm";
import type { LeadDetail } from "#schemas/wire";
import type { Db } from "../../core/db/connection";
import { contactMessages, inquiries } from "../../core/db/schema";
import type { InquiryRow } from "./summary";

/** The most other requests and contact messages of the same number a lead's page lists. */
const LEAD_RELATED_MAX = 20;

/** The same customer's other quote requests and contact messages (by the lead's number), newest first. */
export async function sameCustomer(db: Db, lead: InquiryRow): Promise<Pick<LeadDetail, "earlier" | "messages">> {
  const ccDigits = lead.countryCode.replace(/\D/g, "");
  const [earlier, messages] = await Promise.all([
    db
      .select({
        id: inquiries.id,
        productName: inquiries.productName,
        quantity: inquiries.quantity,
        unit: inquiries.unit,
        createdAt: inquiries.createdAt,
        stage: inquiries.stage,
      })
      .from(inquiries)
      .where(and(eq(inquiries.mobile, lead.mobile), eq(inquiries.countryCode, lead.countryCode), ne(inquiries.id, lead.id)))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(LEAD_RELATED_MAX),
    // A message's phone is its ten digits, its country code apart; one written with the code in front matches too.
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        createdAt: contactMessages.createdAt,
        status: contactMessages.status,
        message: contactMessages.message,
      })
      .from(contactMessages)
      .where(
        or(
          and(eq(contactMessages.phone, lead.mobile), eq(contactMessages.countryCode, lead.countryCode)),
          inArray(contactMessages.phone, [`${ccDigits}${lead.mobile}`, `+${ccDigits}${lead.mobile}`]),
        ),
      )
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(LEAD_RELATED_MAX),
  ]);
  return {
    earlier: earlier.map((e) => ({
      id: e.id,
      product_name: e.productName,
      quantity: e.quantity,
      unit: e.unit,
      created_at: e.createdAt.toISOString(),
      stage: e.stage,
    })),
    messages: messages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      created_at: m.createdAt.toISOString(),
      status: m.status,
      subject: [...m.message.replace(/\s+/g, " ").trim()].slice(0, 80).join(""),
    })),
  };
}
