/**
 * The instant estimate: a buyer goes from a category page to a product's page, estimates an area
 * with a delivery PIN code and sees the quantity, GST, freight and total at once; "Get this price"
 * opens the quote modal with that estimate and sends it, and staff see it on the lead and in the
 * quotation it prefills.
 */
import { expect, test } from "@playwright/test";
import { uniqueMobile, uniqueName, uniqueSuffix } from "../helpers/unique";
import { DEMO_FACTORY_PIN, DEMO_ROAD_FACTOR, DEMO_TRUCKS } from "../helpers/estimate";
import { loginAsAdmin, toastWith } from "./admin-helpers";
import { expectNoSeriousA11yViolations, expectNoSideScroll } from "./a11y";
import { catalogueChanged, createCategory, createProduct, gotoHydrated } from "./catalogue-data";
import { queryE2E } from "./db";

test.describe.configure({ timeout: 180_000 });

/**
 * The demo's freight settings and factory. Journeys beside this one share the server, so only the
 * demo's own values are ever written (the admin's Freight screen seeds exactly these).
 */
async function demoFreight(): Promise<void> {
  await queryE2E(
    `insert into site_content (key, value) values ('freight', $1::jsonb)
     on conflict (key) do update set value = excluded.value where site_content.value is distinct from excluded.value`,
    [JSON.stringify({ roadFactor: DEMO_ROAD_FACTOR, trucks: DEMO_TRUCKS })],
  );
  await queryE2E(
    `update site_content set value = jsonb_set(value, '{factoryPin}', to_jsonb($1::text))
     where key = 'business' and value->>'factoryPin' is distinct from $1`,
    [DEMO_FACTORY_PIN],
  );
}

test("an area estimate with a PIN code shows quantity, GST, freight and total; 'Get this price' sends it to the lead and the quotation @phone", async ({
  page,
  request,
}) => {
  await demoFreight();
  // A paver laid by area (42.2 a m², 3.6 kg each) in a category of its own with a real image.
  const category = await createCategory("Estimate Pavers");
  await queryE2E("update categories set image_url = '/images/placeholder.webp' where id = $1", [category.id]);
  // Sold by the Piece, the minimum order in Pieces (createProduct's own).
  const product = await createProduct(category.id, { name: `Estimate Paver ${uniqueSuffix()}`, price: 12, minOrderQuantity: 1000 });
  await queryE2E("update products set pieces_per_sqm = 42.2, weight_kg = 3.6 where id = $1", [product.id]);
  await catalogueChanged(category.slug);

  // Worked by hand: Sachin GIDC (394230) to Vadodara (390001) is 137.8 km in a straight line, × 1.3 = 179 km by road.
  // 12,350 Pieces × 3.6 kg = 44.46 t: 9 tractor trolleys at ₹8,055 (₹72,495) or 5 trucks of 10 t at ₹12,530 (₹62,650), the cheaper.
  // Total: ₹1,48,200 + GST ₹26,676 + freight ₹62,650 + its GST ₹11,277 = ₹2,48,803.
  expect(((await (await request.get("/api/pincodes/390001")).json()) as { distance_km: number }).distance_km).toBe(179);

  // From the category page to the product's own page by its name; its estimate opens in place.
  await gotoHydrated(page, `/${category.slug}`);
  await page.locator(`#product-${product.id}`).getByRole("heading", { name: product.name }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  const onPage = page.getByRole("region", { name: "Price estimate" });
  await onPage.getByRole("button", { name: "Estimate cost and delivery" }).click();
  await expect(onPage.getByRole("radio", { name: "By area" })).toBeChecked();
  await onPage.getByLabel("Area", { exact: true }).fill("3000");
  await expect(onPage.getByLabel("Area unit")).toHaveValue("sq ft");
  // Without a PIN code: quantity (3,000 ft² × 42.2 a m², + 5 %), material and GST, no freight.
  await expect(onPage.getByText("12,350 Pieces")).toBeVisible();
  await expect(onPage.getByText("₹1,48,200")).toBeVisible();
  await expect(onPage.getByText("GST 18%", { exact: true })).toBeVisible();
  await expect(onPage.getByText("₹26,676")).toBeVisible();
  await expect(onPage.getByText("Freight", { exact: true })).toHaveCount(0);

  // An unknown PIN code says so, and the estimate goes on without freight.
  const pin = onPage.getByLabel("Delivery PIN code (optional)");
  await pin.fill("999999");
  await expect(pin).toHaveAccessibleDescription("We could not find this PIN code");
  await expect(onPage.getByText("12,350 Pieces")).toBeVisible();

  await pin.fill("390001");
  await expect(onPage.getByText("Vadodara, ~179 km")).toBeVisible();
  await expect(onPage.getByText("5 × Truck (10 tonnes)")).toBeVisible();
  await expect(onPage.getByText("₹62,650", { exact: true })).toBeVisible();
  await expect(onPage.getByText("₹2,48,803", { exact: true })).toBeVisible();
  await expect(onPage.getByText("Estimate only: our quotation confirms the final price.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the product page with the estimate");
  await expectNoSideScroll(page);

  // "Get this price" opens the quote modal with the estimate begun on the page.
  await onPage.getByRole("button", { name: "Get this price" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Best Price" });
  const panel = dialog.getByRole("region", { name: "Price estimate" });
  await expect(panel.getByLabel("Area", { exact: true })).toHaveValue("3000");
  await expect(panel.getByLabel("Delivery PIN code (optional)")).toHaveValue("390001");
  await expect(panel.getByText("₹2,48,803", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Quantity", { exact: true })).toHaveValue("12350");
  await expectNoSeriousA11yViolations(page, "the Get Best Price modal with the estimate");

  const name = uniqueName("Estimate Buyer");
  await dialog.getByLabel("Your Name").fill(name);
  await dialog.getByLabel("Mobile Number").fill(uniqueMobile());
  await panel.getByRole("button", { name: "Get this price" }).click();
  await expect(toastWith(page, `Quote request submitted successfully for ${product.name}!`)).toBeVisible();
  const [lead] = await queryE2E<{ id: number }>("select id from inquiries where name = $1", [name]);

  // Staff see the estimate on the lead, and the quotation made from it starts with its quantity and freight.
  await loginAsAdmin(page, `/admin/inquiries/${lead.id}`);
  await expect(
    page.getByText("Estimate: 3,000 sq ft → 12,350 Pieces, ₹1,48,200 + GST ₹26,676, freight to 390001 (Vadodara, ~179 km): 5 trucks, ₹62,650"),
  ).toBeVisible();
  await page.getByRole("link", { name: "Create quotation" }).click();
  await expect(page.getByRole("spinbutton", { name: "Quantity, line 1" })).toHaveValue("12350");
  await expect(page.getByLabel("Freight (₹)")).toHaveValue("62650.00");
});
