/**
 * The set-up the lead desk's API files share (not a test file itself): a test app with the admin and
 * manager signed in, a paver product, leads written straight through the schema, and small request
 * and row readers. `leadsFixture()` makes it for the file that calls it.
 */
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { inquiries } from "../../server/core/db/schema";
import { createStaffTestApp } from "../helpers/app";
import { uniqueMobile, uniqueName } from "../helpers/unique";
import { createProduct } from "./_support";

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Noon in India of a day: each filter test keeps to days of its own. */
export const indiaNoon = (day: string) => new Date(`${day}T12:00:00+05:30`);

export const ids = (body: Json) => body.data.map((l: Json) => l.id);

export const INQUIRY_KEYS = ["category_name", "countryCode", "created_at", "id", "mobno", "name", "product_id", "product_name", "quantity", "unit"];
export const SUMMARY_KEYS = [
  ...INQUIRY_KEYS,
  "assigned_to",
  "lost_note",
  "lost_reason",
  "next_follow_up_at",
  "overdue",
  "source",
  "source_details",
  "stage",
].sort();

/** A test app of the calling file (its hooks registered there), with the staff's ids, a product and the helpers bound to them. */
export async function leadsFixture() {
  const { t, admin, manager } = await createStaffTestApp({ RATE_LIMIT_FORMS: "100" });
  const idOf = async (token: string) => ((await (await t.request("/api/auth/me", { token })).json()) as Json).data.id as number;
  const adminId = await idOf(admin);
  const managerId = await idOf(manager);
  const product = await createProduct(t, admin, { price: 45.5, category_name: "Paver Blocks" });

  /** The id of the category of that name, as a request made then would belong to; null for a name no category has. */
  const categoryIdOf = async (name: string) =>
    (await t.services.db.execute<{ id: number }>(sql`select id from categories where name = ${name} order by id limit 1`)).rows[0]?.id ?? null;

  /** A lead written straight through the schema, with the columns a test chooses (its category found by the name it keeps). */
  async function insertLead(over: Partial<typeof inquiries.$inferInsert> = {}) {
    const categoryName = over.categoryName ?? "Paver Blocks";
    const [row] = await t.services.db
      .insert(inquiries)
      .values({
        productId: product.id,
        productName: product.product_name,
        categoryName,
        categoryId: categoryName === null ? null : await categoryIdOf(categoryName),
        name: uniqueName("Lead"),
        countryCode: "+91",
        mobile: uniqueMobile(),
        quantity: 100,
        unit: "Pieces",
        ...over,
      })
      .returning();
    return row;
  }

  const get = async (path: string, token = admin) => {
    const res = await t.request(path, { token });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const post = async (path: string, json: unknown, token = admin) => {
    const res = await t.request(path, { method: "POST", json, token });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const list = async (query: string, token = admin) => {
    const res = await get(`/api/leads?${query}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const leadRow = async (id: number) => {
    const [row] = await t.services.db
      .select({ first_response_at: inquiries.firstResponseAt, updated_at: inquiries.updatedAt, stage: inquiries.stage })
      .from(inquiries)
      .where(eq(inquiries.id, id));
    return row;
  };
  const eventsOf = async (id: number) =>
    (await t.services.db.execute<{ id: number; kind: string }>(sql`select id, kind from lead_events where inquiry_id = ${id} order by id`)).rows;

  return { t, admin, manager, adminId, managerId, product, categoryIdOf, insertLead, get, post, list, leadRow, eventsOf };
}
