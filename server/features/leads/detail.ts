import { eq, sql } from "drizzle-orm";
import type { LeadDetail, LeadEvent } from "#schemas/wire";
import { isLeadSource, type LeadSource } from "#schemas/lead-sources";
import type { Db } from "../../core/db/connection";
import { inquiries, products, users } from "../../core/db/schema";
import { leadColumns } from "./inquiries";
import { sameCustomer } from "./related";
import { summaryOf } from "./summary";
import { timelineOf } from "./timeline";

export function createLeadDetail(db: Db) {
  return {
    /** One lead with its product's current price, its timeline (newest first, the request last) and the same customer's other requests and messages. */
    async find(id: number, now = new Date()): Promise<LeadDetail | undefined> {
      const [r] = await db
        .select({
          lead: leadColumns,
          owner: { id: users.id, name: users.name, email: users.email },
          productSlug: products.slug,
          productPrice: products.price,
          productUnit: products.unit,
          estimated: sql<string | null>`(${products.price} * ${inquiries.quantity})::numeric(24, 2)::text`,
        })
        .from(inquiries)
        .leftJoin(users, eq(users.id, inquiries.assignedTo))
        .leftJoin(products, eq(products.id, inquiries.productId))
        .where(eq(inquiries.id, id));
      if (!r) return undefined;
      const [timeline, related] = await Promise.all([timelineOf(db, r.lead), sameCustomer(db, r.lead)]);
      return {
        ...summaryOf(r, now),
        product_slug: r.productSlug,
        product_price: r.productPrice,
        product_unit: r.productUnit,
        estimated_value: r.productPrice === null ? null : r.estimated,
        estimate: r.lead.estimate ?? null,
        attribution: r.lead.attribution ?? null,
        language: r.lead.language ?? null,
        timeline,
        sources: sourcesOf(r.lead.source, timeline),
        message_id: r.lead.messageId,
        ...related,
      };
    },
  };
}

/** The lead's own source, then each source it was asked again on (oldest first), each once. */
function sourcesOf(own: LeadSource, timeline: LeadEvent[]): LeadSource[] {
  const again = timeline
    .filter((e) => e.kind === "asked_again")
    .map((e) => e.details.source)
    .reverse();
  return [...new Set([own, ...again.filter(isLeadSource)])];
}
