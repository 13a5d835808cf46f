/**
 * Test data for the catalogue and inquiry journeys, written straight into the e2e server's
 * database so every test owns its category and products (tests run in parallel and others
 * may edit the demo catalogue).
 */
import { expect, type Page } from "@playwright/test";
import { uniqueMobile, uniqueName, uniqueSuffix } from "../helpers/unique";
import { queryE2E } from "./db";
import { E2E } from "./env";
import { gotoHydrated } from "./site-helpers";

export type SeedProduct = {
  name: string;
  price?: number;
  unit?: string;
  minOrderQuantity?: number;
  minOrderUnit?: string;
  imageUrl?: string | null;
  /** Every image in order with its text (the first is the main one: it becomes `imageUrl`). */
  images?: { url: string; alt: string }[];
  description?: string;
  specs?: Record<string, string>;
  status?: "active" | "inactive" | "draft";
};

/** A category with a unique name and slug, e.g. "Test Slabs k3x9a" / "test-slabs-k3x9a". */
/** The category this worker made last: its page is the probe of `catalogueChanged` when no other is named. */
let lastCategorySlug: string | undefined;

/**
 * These rows are written behind the server's back, so its page cache has not heard of them: tell
 * it, as anyone changing the database by hand does (`NOTIFY site_content, '*'`), and wait until
 * it has dropped its pages. The probe is the page of this test's own category (by default the one
 * this worker made last), so a HIT can only be the copy stored before the NOTIFY: no other worker
 * asks for it, so none can store it again between the drop and the next probe. (The cache keeps
 * only a page's canonical address, so the probe cannot be a made-up `?page=N` of a shared page.)
 */
export async function catalogueChanged(categorySlug = lastCategorySlug): Promise<void> {
  if (!categorySlug) throw new Error("catalogueChanged probes a category of this test: create one first");
  const probeUrl = `${E2E.baseURL}/${categorySlug}`;
  const probe = async () => {
    const res = await fetch(probeUrl);
    await res.arrayBuffer();
    return res.headers.get("x-cache");
  };
  // Stored by the first probe, unless another worker's change dropped it at once: then again.
  for (let tries = 0; (await probe()) !== "HIT"; tries++) {
    if (tries === 50) throw new Error(`the server's page cache does not keep ${probeUrl}`);
  }
  await queryE2E("select pg_notify('site_content', '*')");
  for (let tries = 0; tries < 500; tries++) {
    if ((await probe()) === "MISS") return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error("the server's page cache did not drop its pages after NOTIFY site_content");
}

export async function createCategory(label = "Test Slabs"): Promise<{ id: number; name: string; slug: string }> {
  const suffix = uniqueSuffix();
  const name = `${label} ${suffix}`;
  const slug = `${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${suffix}`;
  const [row] = await queryE2E<{ id: number }>("insert into categories (name, slug, sort_order) values ($1, $2, 900) returning id", [name, slug]);
  lastCategorySlug = slug;
  await catalogueChanged(slug);
  return { id: row.id, name, slug };
}

export async function createProduct(categoryId: number, p: SeedProduct): Promise<{ id: number; name: string; slug: string }> {
  const slug = `${p.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${uniqueSuffix()}`;
  const imageUrl = p.images ? (p.images[0]?.url ?? null) : p.imageUrl === undefined ? "/images/products/chequered-tile-400-x-400-mm.webp" : p.imageUrl;
  const [row] = await queryE2E<{ id: number }>(
    `insert into products (name, slug, category_id, description, price, unit, min_order_quantity, min_order_unit, image_url, images, specs, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12) returning id`,
    [
      p.name,
      slug,
      categoryId,
      p.description ?? `${p.name}: hydraulically pressed and water-cured for 14 days.`,
      (p.price ?? 1250).toFixed(2),
      p.unit ?? "Piece",
      p.minOrderQuantity ?? 500,
      p.minOrderUnit ?? "Pieces",
      imageUrl,
      JSON.stringify(p.images ?? (imageUrl ? [{ url: imageUrl, alt: p.name }] : [])),
      JSON.stringify(p.specs ?? {}),
      p.status ?? "active",
    ],
  );
  const [category] = await queryE2E<{ slug: string }>("select slug from categories where id = $1", [categoryId]);
  await catalogueChanged(category.slug);
  return { id: row.id, name: p.name, slug };
}

/** Nine specs: the card shows Material, Dimensions, Color, Compressive Strength, then five behind See More. */
export const NINE_SPECS = {
  plank_thickness: "60 mm",
  material: "Cement concrete (OPC 53 grade)",
  size: "225 x 112.5 x 60 mm",
  color: "Natural Grey",
  compressive_strength: "M30 (30 N/mm²)",
  shape: "Zig-Zag",
  feature: "Interlocking",
  usage_application: "Driveways and footpaths",
  water_absorption: "Below 6%",
};

/** A category with one priced product (₹1,250 / Square Feet) carrying NINE_SPECS. */
export async function createCatalogue(label = "Test Slabs") {
  const category = await createCategory(label);
  const product = await createProduct(category.id, {
    name: `Quarry Slab ${uniqueSuffix()}`,
    price: 1250,
    unit: "Square Feet",
    minOrderQuantity: 500,
    minOrderUnit: "Pieces",
    specs: NINE_SPECS,
  });
  return { category, product };
}

/**
 * A visitor asks for the best price of `product` on its category page, as `buyer` (a unique name
 * with it) from a new mobile number; answers the name, the number and the stored inquiry.
 */
export async function requestBestPrice(
  visitor: Page,
  { category, product }: Awaited<ReturnType<typeof createCatalogue>>,
  buyer: string,
  quantity: string,
): Promise<{ name: string; mobile: string; inquiry: { id: number } }> {
  await gotoHydrated(visitor, `/${category.slug}`);
  await visitor.locator(`#product-${product.id}`).getByRole("button", { name: "Get Best Price" }).click();
  const modal = visitor.getByRole("dialog", { name: "Get Best Price" });
  const name = uniqueName(buyer);
  const mobile = uniqueMobile();
  await modal.getByLabel("Your Name").fill(name);
  await modal.getByLabel("Mobile Number").fill(mobile);
  await modal.getByLabel("Quantity").fill(quantity);
  await modal.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(visitor.locator(".Toastify").getByText(`Quote request submitted successfully for ${product.name}!`)).toBeVisible();
  const [inquiry] = await queryE2E<{ id: number }>("select id from inquiries where name = $1", [name]);
  return { name, mobile, inquiry };
}

/** Open a page and wait until React has hydrated it (one helper for every spec: ./site-helpers). */
export { gotoHydrated };
