/**
 * A product's images (in order, each with its alt text), pieces per square metre and weight per
 * unit: created and edited through the API, refused with a message naming the field, `image_url`
 * always the first image, and a client that sends `image_url` alone (the specification's) still served.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { productActivity } from "../../server/features/catalogue/activity";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { auditOf, productInput } from "./_support";

type Product = Record<string, unknown> & {
  id: number;
  product_name: string;
  image_url: string | null;
  images: { url: string; alt: string }[];
  pieces_per_sqm: number | null;
  weight_kg: number | null;
};
type Refusal = { success: false; error: string; fieldErrors: Record<string, string> };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await createStaffTestApp());
});

const IMAGES = [
  { url: "/images/products/zig-zag-paver-block-60-mm.webp", alt: "Grey zig-zag pavers laid in a driveway" },
  { url: "/images/placeholder.webp", alt: "A stack of pavers on a pallet" },
  { url: "/images/products/i-shape-interlocking-paver-80-mm.webp", alt: "Close-up of the anti-skid surface" },
];

async function create(over: Record<string, unknown>) {
  const res = await t.request("/api/products", { method: "POST", token: admin, json: productInput(over) });
  return { status: res.status, body: (await res.json()) as { data: Product } & Refusal };
}
async function patch(id: number, json: Record<string, unknown>) {
  const res = await t.request(`/api/products/${id}`, { method: "PATCH", token: admin, json });
  return { status: res.status, body: (await res.json()) as { data: Product } & Refusal };
}
const adminRead = async (id: number) => ((await (await t.request(`/api/admin/products/${id}`, { token: admin })).json()) as { data: Product }).data;

describe("creating a product with images, pieces per square metre and a weight", () => {
  it("stores the images in order with image_url the first, and the two numbers; the admin answer has them", async () => {
    const { status, body } = await create({ images: IMAGES, pieces_per_sqm: 39.5, weight_kg: "2.9" });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ images: IMAGES, image_url: IMAGES[0].url, pieces_per_sqm: 39.5, weight_kg: 2.9 });
    expect(await adminRead(body.data.id)).toMatchObject({ images: IMAGES, image_url: IMAGES[0].url, pieces_per_sqm: 39.5, weight_kg: 2.9 });
    // The public list keeps the specification's image_url.
    const list = (await (await t.request("/api/products?category=paver-blocks")).json()) as { data: Product[] };
    expect(list.data.find((p) => p.id === body.data.id)?.image_url).toBe(IMAGES[0].url);
  });

  it("an old-style request with image_url alone gets that one image with the product's name as its alt text; empty numbers are none", async () => {
    const { status, body } = await create({ image_url: "/images/placeholder.webp", pieces_per_sqm: "", weight_kg: null });
    expect(status).toBe(201);
    expect(body.data.images).toEqual([{ url: "/images/placeholder.webp", alt: body.data.product_name }]);
    expect(body.data).toMatchObject({ image_url: "/images/placeholder.webp", pieces_per_sqm: null, weight_kg: null });

    const none = await create({});
    expect(none.body.data).toMatchObject({ images: [], image_url: null, pieces_per_sqm: null, weight_kg: null });
  });

  it.each([
    [{ images: [{ url: "/images/placeholder.webp", alt: "  " }] }, "images.0.alt", "Alt text of image 1 is required"],
    [{ images: [IMAGES[0], { url: "/images/placeholder.webp" }] }, "images.1.alt", "Alt text of image 2 is required"],
    [{ images: [{ url: "ftp://example.com/a.webp", alt: "A paver" }] }, "images.0.url", "Please enter a valid image URL"],
    [{ images: Array.from({ length: 9 }, () => IMAGES[1]) }, "images", "Please use at most 8 images"],
    [{ images: "/images/placeholder.webp" }, "images", "Images must be a list of { url, alt }"],
    [{ pieces_per_sqm: 0 }, "pieces_per_sqm", "Pieces per square metre must be a number more than 0 and at most 1,000"],
    [{ pieces_per_sqm: "many" }, "pieces_per_sqm", "Pieces per square metre must be a number more than 0 and at most 1,000"],
    [{ pieces_per_sqm: 1001 }, "pieces_per_sqm", "Pieces per square metre must be a number more than 0 and at most 1,000"],
    // Below the columns' smallest stored values (0.01, 0.001): they would be stored as 0.
    [{ pieces_per_sqm: 0.004 }, "pieces_per_sqm", "Pieces per square metre must be a number more than 0 and at most 1,000"],
    [{ weight_kg: 0.0004 }, "weight_kg", "Weight per unit (kg) must be a number more than 0 and at most 10,000"],
    [{ weight_kg: -2 }, "weight_kg", "Weight per unit (kg) must be a number more than 0 and at most 10,000"],
    [{ weight_kg: 20_000 }, "weight_kg", "Weight per unit (kg) must be a number more than 0 and at most 10,000"],
  ])("refuses %j with 400 naming the field", async (over, field, message) => {
    const { status, body } = await create(over);
    expect(status).toBe(400);
    expect(body.fieldErrors[field]).toBe(message);
  });

  it("refuses an image from a host not in IMAGE_HOSTS under that image's field", async () => {
    const { status, body } = await create({ images: [IMAGES[0], { url: "https://tracker.example.com/a.webp", alt: "A paver" }] });
    expect(status).toBe(400);
    expect(body.fieldErrors["images.1.url"]).toBe("Use an image uploaded here: images from other websites are not allowed");
  });
});

describe("editing a product's images and numbers", () => {
  it("reorders, changes an alt text and the numbers; image_url follows the first image; the audit entry records what changed", async () => {
    const { body } = await create({ images: IMAGES, pieces_per_sqm: 39.5 });
    const id = body.data.id;
    const reordered = [IMAGES[2], { ...IMAGES[0], alt: "Pavers in a society compound" }, IMAGES[1]];
    const saved = await patch(id, { images: reordered, pieces_per_sqm: 40, weight_kg: 3.9 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ images: reordered, image_url: IMAGES[2].url, pieces_per_sqm: 40, weight_kg: 3.9 });

    const [entry] = await auditOf(t, "product.update", id);
    const changes = entry.details.changes as Record<string, { from: unknown; to: unknown }>;
    expect(changes.images).toEqual({ from: IMAGES, to: reordered });
    expect(changes.image).toEqual({ from: IMAGES[0].url, to: IMAGES[2].url });
    expect(changes.pieces_per_sqm).toEqual({ from: 39.5, to: 40 });
    expect(changes.weight_kg).toEqual({ from: null, to: 3.9 });
    const sentence = productActivity.sentence({ action: "product.update", actor: "Asha", details: entry.details, entityId: String(id) } as never);
    expect(sentence).toBe(
      `Asha changed the image of ${body.data.product_name}, the images (new order, alt text), the pieces per square metre from 39.5 to 40 and the weight per unit to 3.9 kg`,
    );

    // Fewer images, the numbers cleared.
    const fewer = await patch(id, { images: [IMAGES[1]], pieces_per_sqm: "", weight_kg: null });
    expect(fewer.body.data).toMatchObject({ images: [IMAGES[1]], image_url: IMAGES[1].url, pieces_per_sqm: null, weight_kg: null });
    const cleared = await patch(id, { images: [] });
    expect(cleared.body.data).toMatchObject({ images: [], image_url: null });
  });

  it("an old-style edit with image_url alone: the same address keeps every image, another makes it the one image, null removes them", async () => {
    const { body } = await create({ images: IMAGES });
    const id = body.data.id;
    const same = await patch(id, { image_url: IMAGES[0].url, price: 13 });
    expect(same.body.data.images).toEqual(IMAGES);
    const other = await patch(id, { image_url: "/images/placeholder.webp", product_name: `${body.data.product_name} Grey` });
    expect(other.body.data.images).toEqual([{ url: "/images/placeholder.webp", alt: `${body.data.product_name} Grey` }]);
    expect(other.body.data.image_url).toBe("/images/placeholder.webp");
    const none = await patch(id, { image_url: null });
    expect(none.body.data).toMatchObject({ images: [], image_url: null });
  });

  it("refuses a missing alt text and a bad weight with 400 naming the field, and changes nothing", async () => {
    const { body } = await create({ images: IMAGES, weight_kg: 2.9 });
    const refused = await patch(body.data.id, { images: [IMAGES[0], { url: IMAGES[1].url, alt: "" }] });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors["images.1.alt"]).toBe("Alt text of image 2 is required");
    const weight = await patch(body.data.id, { weight_kg: "heavy" });
    expect(weight.status).toBe(400);
    expect(weight.body.fieldErrors.weight_kg).toBe("Weight per unit (kg) must be a number more than 0 and at most 10,000");
    expect(await adminRead(body.data.id)).toMatchObject({ images: IMAGES, weight_kg: 2.9 });
  });
});

describe("the demo catalogue", () => {
  it("has pieces per square metre and weights for its pavers and blocks sold by the piece, weights only for kerb stones and poles", async () => {
    const list = (await (await t.request("/api/admin/products?limit=100", { token: admin })).json()) as { data: Product[] };
    const byName = (name: string) => list.data.find((p) => p.product_name === name);
    expect(byName("Zig-Zag Paver Block 60 mm")).toMatchObject({ pieces_per_sqm: 39.5, weight_kg: 2.9 });
    // Priced by the square foot: the buyer's area is its quantity, so no pieces per m² (they would price pieces at a square foot's rate).
    expect(byName("I-Shape Interlocking Paver 80 mm")).toMatchObject({ pieces_per_sqm: null, weight_kg: 16.8 });
    expect(byName("Fly Ash Brick Class 10")).toMatchObject({ pieces_per_sqm: null, weight_kg: 2.8 });
    expect(byName("Highway Kerb Stone 1000 mm")).toMatchObject({ pieces_per_sqm: null, weight_kg: 105 });
    expect(byName("RCC Fencing Pole 6 ft")).toMatchObject({ pieces_per_sqm: null, weight_kg: 35 });
  });
});
