/** Small builders shared by the API tests (not a test file itself). */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { indiaDay } from "#schemas/india-time";
import { expect } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { TEST_MANAGER } from "../helpers/test-env";
import { uniqueName } from "../helpers/unique";

let seq = 0;
/** A different socket address per call, so rate limits of one test never touch another. */
export function freshAddress(): string {
  seq++;
  return `10.${50 + ((seq >> 16) & 127)}.${(seq >> 8) & 255}.${seq & 255}`;
}

export const managerLogin = (t: TestApp) => t.login(TEST_MANAGER.email, TEST_MANAGER.password);

/** A JSON request as `token` (none: signed out) from a fresh address, and its status and parsed answer. */
export async function jsonRequest(t: TestApp, method: string, path: string, json: unknown, token: string | null) {
  const res = await t.request(path, { method, token: token ?? undefined, ...(json === undefined ? {} : { json }), address: freshAddress() });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The fields every product of the public list carries (the spec's answer of GET /api/products). */
export const PUBLIC_PRODUCT_KEYS = [
  "id",
  "product_name",
  "product_slug",
  "category_name",
  "category_slug",
  "price",
  "unit",
  "min_order_quantity",
  "min_order_unit",
  "image_url",
  "description",
] as const;

/** What POST /api/uploads answers for a stored image. */
export type StoredUpload = { url: string; variants: { url: string }[] };

/** Uploads a plain PNG of one colour as `token` through `app` (a test app, or another instance on the same database); the upload must be stored (201). */
export async function uploadPng(
  app: Pick<TestApp, "request">,
  token: string,
  image: { width: number; height: number; background: string; name: string },
): Promise<StoredUpload> {
  const png = await sharp({ create: { width: image.width, height: image.height, channels: 3, background: image.background } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([png as BlobPart], { type: "image/png" }), image.name);
  const res = await app.request("/api/uploads", { method: "POST", token, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: StoredUpload }).data;
}

export const productInput = (over: Record<string, unknown> = {}) => ({
  product_name: uniqueName("Paver"),
  product_slug: "ignored-by-the-server",
  category_name: "Paver Blocks",
  category_slug: "paver-blocks",
  price: 45.5,
  unit: "Piece",
  min_order_quantity: 500,
  min_order_unit: "Pieces",
  image_url: null,
  description: "Interlocking concrete paver for driveways.",
  material: "Concrete",
  size: null,
  ...over,
});

export async function createProduct(t: TestApp, token: string, over: Record<string, unknown> = {}) {
  const res = await t.request("/api/products", { method: "POST", token, json: productInput(over) });
  if (res.status !== 201) throw new Error(`product not created: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: Record<string, unknown> & { id: number; product_name: string; product_slug: string } }).data;
}

export const contactInput = (over: Record<string, unknown> = {}) => ({
  name: uniqueName("Ravi"),
  email: "ravi@example.com",
  phone: "9876543210",
  country_code: "+91",
  company: "Ravi Builders",
  project_type: "Paver Blocks",
  budget: "5lac-20lac",
  message: "We need 2000 paver blocks for a parking lot in Pune.",
  ...over,
});

export async function createMessage(t: TestApp, over: Record<string, unknown> = {}) {
  const input = contactInput(over);
  const res = await t.request("/api/contact", { method: "POST", json: input, address: freshAddress() });
  if (res.status !== 201) throw new Error(`message not created: ${res.status} ${await res.text()}`);
  return { id: ((await res.json()) as { data: { id: number } }).data.id, ...input };
}

export const inquiryInput = (productId: number, over: Record<string, unknown> = {}) => ({
  name: uniqueName("Asha"),
  productId,
  mobile: "9123456780",
  countryCode: "+91",
  quantity: 250,
  unit: "Pieces",
  ...over,
});

export async function createInquiry(t: TestApp, productId: number, over: Record<string, unknown> = {}) {
  const input = inquiryInput(productId, over);
  const res = await t.request("/api/inquiry", { method: "POST", json: input, address: freshAddress() });
  if (res.status !== 201) throw new Error(`inquiry not created: ${res.status} ${await res.text()}`);
  return { id: ((await res.json()) as { data: { id: number } }).data.id, ...input };
}

/** The audit rows of one action on one entity id, newest first. */
export async function auditOf(t: TestApp, action: string, entityId: number | string) {
  const res = await t.services.db.execute<{ action: string; user_id: number | null; details: Record<string, unknown> }>(
    sql`select action, user_id, details from audit_log where action = ${action} and entity_id = ${String(entityId)} order by id desc`,
  );
  return res.rows;
}

/** Some product id of the seeded catalogue. */
export async function anyProductId(t: TestApp): Promise<number> {
  const res = await t.request("/api/products");
  const body = (await res.json()) as { data: { id: number }[] };
  return body.data[0].id;
}

/**
 * A test app for the public forms' tests, with its own forms rate limit (`RATE_LIMIT_FORMS`), the
 * admin signed in and a seeded product to ask about; at a file's top level:
 * `const { t, admin, productId } = await createFormsTestApp("50");`
 */
export async function createFormsTestApp(rateLimitForms: string) {
  const t = await createTestApp({ RATE_LIMIT_FORMS: rateLimitForms });
  const admin = await t.login();
  const productId = await anyProductId(t);
  return { t, admin, productId };
}

/**
 * A load of `order` dispatched as `token`, leaving today at 10:30: `quantities` of the order's lines
 * in their order, with the load's other `fields` (vehicle, driver, freight …); its status and answer.
 */
export function dispatchLoad(t: TestApp, token: string, order: { id: number; itemIds: number[] }, quantities: string[], fields: Record<string, unknown>) {
  const items = quantities.map((quantity, i) => ({ order_item_id: order.itemIds[i], quantity }));
  return jsonRequest(t, "POST", `/api/orders/${order.id}/dispatches`, { dispatch_at: `${indiaDay()}T10:30`, ...fields, items }, token);
}

/** The answer of a request refused for one field: its message as the error and under the field's name. */
export const fieldRefusal = (field: string, message: string) => ({ success: false, error: message, fieldErrors: { [field]: message } });
