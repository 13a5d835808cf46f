import { expect, test } from "@playwright/test";
import { expectAccessibleAndFits } from "./a11y";
import { catalogueChanged, createCategory, createProduct, gotoHydrated, NINE_SPECS } from "./catalogue-data";
import { queryE2E } from "./db";
import { E2E } from "./env";
import { uniqueSuffix } from "../helpers/unique";

/** Three real images of the site: a product with them shows "1 of 3" in its viewer. */
const IMAGES = [
  { url: "/images/products/zig-zag-paver-block-60-mm.webp", alt: "Grey zig-zag paver block" },
  { url: "/images/gallery/gallery-01.webp", alt: "Red and yellow zig-zag interlocking paver blocks" },
  { url: "/images/gallery/gallery-21.webp", alt: "Laying team finishing a zig-zag paver road" },
];

/** A category of its own with a real image (home and /products draw its card), a product with three images and a second product. */
async function productWithImages() {
  const category = await createCategory("Page Pavers");
  await queryE2E("update categories set image_url = '/images/placeholder.webp' where id = $1", [category.id]);
  await catalogueChanged(category.slug);
  const product = await createProduct(category.id, {
    name: `Viewer Paver ${uniqueSuffix()}`,
    price: 45,
    unit: "Piece",
    minOrderQuantity: 1000,
    minOrderUnit: "Pieces",
    images: IMAGES,
    specs: NINE_SPECS,
    description: "Zig-zag 60 mm paver for society compounds and driveways.",
  });
  const other = await createProduct(category.id, { name: `Second Paver ${uniqueSuffix()}`, price: 52 });
  return { category, product, other, path: `/${category.slug}/${product.slug}` };
}

test("from a category page to a product's page by its name: breadcrumb, images by keyboard, price, sharing and more of the category @phone", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E.baseURL });
  const { category, product, other, path } = await productWithImages();

  await gotoHydrated(page, `/${category.slug}`);
  const card = page.locator(`#product-${product.id}`);
  // The card's picture and its name both lead to the page; the name is a heading link.
  await expect(card.getByRole("link", { name: product.name })).toHaveCount(2);
  await card.getByRole("heading", { name: product.name }).getByRole("link").click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${product.name} \\|`));

  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
  await expect(crumbs.getByRole("link", { name: category.name })).toHaveAttribute("href", `/${category.slug}`);
  await expect(crumbs.getByText(product.name)).toHaveAttribute("aria-current", "page");

  // The viewer: "1 of 3", the arrow keys while it has the focus, the arrows and the thumbnails.
  const viewer = page.getByRole("region", { name: `Images of ${product.name}` });
  await expect(viewer.getByText("1 of 3")).toBeVisible();
  await expect(viewer.getByRole("img", { name: IMAGES[0].alt })).toBeVisible();
  await viewer.getByRole("group").focus();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("2 of 3")).toBeVisible();
  await expect(viewer.getByRole("img", { name: IMAGES[1].alt })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("3 of 3")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("1 of 3")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText("3 of 3")).toBeVisible();
  await viewer.getByRole("button", { name: "Next image" }).click();
  await expect(viewer.getByText("1 of 3")).toBeVisible();
  await viewer.getByRole("button", { name: "Previous image" }).click();
  await expect(viewer.getByText("3 of 3")).toBeVisible();
  await viewer.getByRole("button", { name: `Show image 2: ${IMAGES[1].alt}` }).click();
  await expect(viewer.getByText("2 of 3")).toBeVisible();
  await expect(viewer.getByRole("button", { name: `Show image 2: ${IMAGES[1].alt}` })).toHaveAttribute("aria-pressed", "true");

  await expect(page.getByText("₹45 per Piece")).toBeVisible();
  await expect(page.getByText("Minimum order: 1000 Pieces")).toBeVisible();
  await expect(page.getByText("GST 18% extra · HSN 6810")).toBeVisible();
  const specs = page.getByRole("region", { name: "Specifications" });
  for (const label of ["Material", "Compressive Strength", "Water Absorption", "Plank Thickness"])
    await expect(specs.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Description" })).toContainText("Zig-zag 60 mm paver for society compounds and driveways.");

  const address = `${E2E.baseURL}${path}`;
  await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(`${product.name} ${address}`)}`,
  );
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  const more = page.getByRole("region", { name: `More ${category.name}` });
  await expect(more.getByRole("heading", { name: other.name }).getByRole("link")).toHaveAttribute("href", `/${category.slug}/${other.slug}`);
  await expect(more.getByRole("link", { name: product.name })).toHaveCount(0);

  await page.getByRole("button", { name: "Get Best Price", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Get Best Price" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(product.name);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // A card of the category's others opens the modal for its own product.
  await more.getByRole("button", { name: `Get Best Price for ${other.name}` }).click();
  await expect(dialog).toContainText(other.name);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await expectAccessibleAndFits(page);
});

test("the product page comes from the server: status 200 in the page cache, 404 for a draft, 301 after a rename @phone", async ({ request }) => {
  const { category, product, path } = await productWithImages();
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(html).toContain("1 of 3");
  expect(html).toContain(`<link rel="canonical" href="${E2E.baseURL}${path}"/>`);
  for (let tries = 0; (await request.get(path)).headers()["x-cache"] !== "HIT"; tries++) expect(tries).toBeLessThan(50);

  const draft = await createProduct(category.id, { name: `Draft Paver ${uniqueSuffix()}`, status: "draft" });
  expect((await request.get(`/${category.slug}/${draft.slug}`)).status()).toBe(404);
  expect((await request.get(`/${category.slug}/no-such-product-${uniqueSuffix()}`)).status()).toBe(404);

  await queryE2E("insert into product_redirects (from_slug, product_id) values ($1, $2)", [`old-${product.slug}`, product.id]);
  const moved = await request.get(`/${category.slug}/old-${product.slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(path);
});
