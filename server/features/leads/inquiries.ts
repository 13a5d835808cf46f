import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Lang } from "#schemas/languages";
import type { Db, DbOrTx } from "../../core/db/connection";
import type { InquiryDto } from "#schemas/wire";
import { INQUIRY_MAX_QUANTITY } from "#schemas/input-filters";
import type { EstimateRequest } from "#schemas/estimate";
import type { Attribution } from "#schemas/lead-sources";
import { leadEstimate, type DeliveryContext } from "../estimate";
import { pageStart, startingAt } from "../../core/day-pages";
import { categories, inquiries, inquiryDayCounts, products } from "../../core/db/schema";

type InquiryRow = typeof inquiries.$inferSelect;

/**
 * An inquiries row as leads are read: `categoryName` is the current name of the category the lead
 * belongs to (by id), or the name it kept once that category is gone.
 */
export const leadColumns = {
  ...getTableColumns(inquiries),
  categoryName: sql<
    string | null
  >`coalesce((select ${categories.name} from ${categories} where ${categories.id} = ${inquiries.categoryId}), ${inquiries.categoryName})`,
};

export function toInquiryDto(r: InquiryRow): InquiryDto {
  return {
    id: r.id,
    product_id: r.productId,
    product_name: r.productName,
    category_name: r.categoryName,
    name: r.name,
    countryCode: r.countryCode,
    mobno: r.mobile,
    quantity: r.quantity,
    unit: r.unit,
    created_at: r.createdAt.toISOString(),
  };
}

/** Why a quote request's estimate was refused: an area for a product not sold by area, or more than a request may ask. */
export type EstimateRefusal = "not-by-area" | "too-large";

export function createInquiries(db: Db) {
  /** All quote requests: the sum of the day counts the triggers keep (drizzle/0003_scale.sql), not a count of the table. */
  async function count(): Promise<number> {
    const [{ n }] = await db.select({ n: sql<number>`coalesce(sum(${inquiryDayCounts.n}), 0)::int` }).from(inquiryDayCounts);
    return n;
  }
  return {
    /**
     * Store a quote request for a product on sale (active), in the product's category (by id); the product's and category's names are kept as they were at the time.
     * A draft, inactive or unknown product is "unknown-product" alike, so unpublished ids are not revealed.
     * With an estimate, its figures are worked out here from the current product and `deliveryTo`
     * (its PIN code's place, distance and trucks, read before the transaction), and the request's
     * quantity is the estimate's.
     */
    async create(
      input: {
        name: string;
        productId: number;
        mobile: string;
        countryCode: string;
        quantity: number;
        unit: string;
        estimate?: EstimateRequest;
        attribution?: Attribution;
        language?: Lang;
      },
      tx: DbOrTx = db,
      deliveryTo: DeliveryContext | null = null,
    ): Promise<InquiryDto | "unknown-product" | EstimateRefusal> {
      const [p] = await tx
        .select({
          id: products.id,
          name: products.name,
          categoryId: categories.id,
          category: categories.name,
          price: products.price,
          gstRate: products.gstRate,
          minOrderQuantity: products.minOrderQuantity,
          minOrderUnit: products.minOrderUnit,
          piecesPerSqm: products.piecesPerSqm,
          weightKg: products.weightKg,
        })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(and(eq(products.id, input.productId), eq(products.status, "active")));
      if (!p) return "unknown-product";
      const estimate = input.estimate ? leadEstimate({ ...p, unit: p.minOrderUnit }, input.estimate, deliveryTo) : null;
      if (input.estimate && !estimate) return "not-by-area";
      if (estimate && estimate.figures.quantity > INQUIRY_MAX_QUANTITY) return "too-large";
      const [row] = await tx
        .insert(inquiries)
        .values({
          productId: p.id,
          productName: p.name,
          categoryName: p.category,
          categoryId: p.categoryId,
          name: input.name,
          countryCode: input.countryCode,
          mobile: input.mobile,
          quantity: estimate ? estimate.figures.quantity : input.quantity,
          // An estimate counts in the product's order unit.
          unit: estimate ? estimate.unit : input.unit,
          estimate,
          attribution: input.attribution ?? null,
          language: input.language ?? null,
        })
        .returning();
      return toInquiryDto(row);
    },

    /**
     * Newest first, paged; with the count of all quote requests. A deep page starts from the day
     * holding its first row (from the day counts) and walks the created_at, id index from there,
     * as messages.list does: the rows OFFSET would give, without reading every row before them.
     */
    async list(opts: { page?: number; limit?: number } = {}): Promise<{ data: InquiryDto[]; total: number }> {
      const limit = opts.limit ?? 50;
      const skip = ((opts.page ?? 1) - 1) * limit;
      const total = await count();
      if (skip >= total) return { data: [], total };
      const from = await pageStart(db, sql`select day, n from ${inquiryDayCounts}`, skip);
      const rows = await db
        .select(leadColumns)
        .from(inquiries)
        .where(startingAt(inquiries.createdAt, from))
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(limit)
        .offset(from ? from.skip : skip);
      return { data: rows.map(toInquiryDto), total };
    },

    count,

    async find(id: number): Promise<InquiryDto | undefined> {
      const [row] = await db.select(leadColumns).from(inquiries).where(eq(inquiries.id, id));
      return row && toInquiryDto(row);
    },
  };
}
export type Inquiries = ReturnType<typeof createInquiries>;
