import { expect, test } from "@playwright/test";
import { adminToken, createManager, createProductByApi, gotoAdmin, loginAs, loginAsAdmin, toastWith } from "./admin-helpers";
import { card, cards, listOwn, pressOnCard, productOfItsOwn, search } from "./admin-product-list";
import { uniqueSuffix } from "../helpers/unique";
import { queryE2E } from "./db";

/**
 * Admin products journeys that change a product: editing, deleting (and a manager refused a delete),
 * deactivating and activating. Each test makes its own products through the API with a unique word in their
 * names and narrows the list to them, so tests running beside it do not disturb it.
 */
test.describe.configure({ timeout: 180_000 });

test("editing checks name and price, stores the changes and replaces the card @phone", async ({ page, request }) => {
  const { tag, p } = await productOfItsOwn(request, "edit", "Fencing Pole", {
    category_name: "Fencing Poles",
    category_slug: "fencing-poles",
    price: 420,
  });
  await listOwn(page, tag);
  await pressOnCard(page, p, "Edit");
  const dialog = page.getByRole("dialog", { name: `Edit ${p.product_name}` });
  const name = dialog.getByRole("textbox", { name: "Product Name" });
  const price = dialog.getByRole("spinbutton", { name: "Price (₹)" });
  await expect(name).toHaveValue(p.product_name);
  await expect(price).toHaveValue("420");

  await name.fill("  ");
  await price.fill("");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(name).toHaveAccessibleDescription("Product name is required");
  await expect(price).toHaveAccessibleDescription("Product price is required");
  await expect(dialog.getByText("Product name is required")).toBeVisible();
  await expect(dialog.getByText("Product price is required")).toBeVisible();

  // A failed save keeps the form and says so inside the modal.
  const newName = `Fencing Pole 8ft ${tag}`;
  await name.fill(newName);
  await price.fill("99.5");
  await page.route(`**/api/products/${p.id}`, (route) =>
    route.request().method() === "PATCH" ? route.fulfill({ status: 500, json: { success: false, error: "boom" } }) : route.fallback(),
  );
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Failed to update product. Please try again.")).toBeVisible();
  await expect(name).toHaveValue(newName);
  await page.unroute(`**/api/products/${p.id}`);

  await dialog.getByRole("combobox", { name: "Stock" }).selectOption("low-stock");
  await dialog.getByRole("textbox", { name: "Description" }).fill("Y-angle pole for barbed wire fencing.");
  await dialog.getByText("Specifications").click();
  await dialog.getByRole("textbox", { name: "Material", exact: true }).fill("RCC with 4 mm wire");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(page, `${newName} updated successfully!`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, newName)).toContainText("₹99.5 per Piece");
  await expect(card(page, newName)).toContainText("low stock");
  await expect(card(page, p.product_name)).toHaveCount(0);

  const [row] = await queryE2E<{ name: string; price: string; stock: string; description: string; material: string }>(
    "select name, price, stock, description, specs->>'material' as material from products where id = $1",
    [p.id],
  );
  expect(row).toEqual({
    name: newName,
    price: "99.50",
    stock: "low-stock",
    description: "Y-angle pole for barbed wire fencing.",
    material: "RCC with 4 mm wire",
  });
});

test("deleting needs DELETE typed in capitals, then removes the product", async ({ page, request }) => {
  const tag = uniqueSuffix("del");
  const token = await adminToken(request);
  const p = await createProductByApi(request, token, { product_name: `Old Paver ${tag}`, category_name: "Paver Blocks", category_slug: "paver-blocks" });
  const keep = await createProductByApi(request, token, { product_name: `Kept Paver ${tag}`, category_name: "Paver Blocks", category_slug: "paver-blocks" });
  await loginAsAdmin(page, "/admin/products");
  await search(page, tag);
  await expect(cards(page)).toHaveCount(2);
  await card(page, p.product_name)
    .getByRole("button", { name: `Delete ${p.product_name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Delete product" });
  const confirmBox = dialog.getByRole("textbox", { name: 'Type "DELETE" to confirm' });
  await confirmBox.fill("delete");
  await dialog.getByRole("button", { name: "Delete Product" }).click();
  await expect(confirmBox).toHaveAccessibleDescription('Please type "DELETE" in capital letters to confirm');
  expect(await queryE2E("select 1 from products where id = $1", [p.id])).toHaveLength(1);

  await confirmBox.fill("DELETE");
  await dialog.getByRole("button", { name: "Delete Product" }).click();
  await expect(toastWith(page, `${p.product_name} deleted successfully!`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, p.product_name)).toHaveCount(0);
  await expect(card(page, keep.product_name)).toBeVisible();
  expect(await queryE2E("select 1 from products where id = $1", [p.id])).toHaveLength(0);
});

test("a manager is refused a delete and sees the server's reason", async ({ page, request }) => {
  const tag = uniqueSuffix("mgrdel");
  const token = await adminToken(request);
  const p = await createProductByApi(request, token, { product_name: `Protected ${tag}`, category_name: "Kerb Stone", category_slug: "kerb-stone" });
  const manager = await createManager(request);
  await loginAs(page, manager.email, manager.password);
  await gotoAdmin(page, "/admin/products");
  await search(page, tag);
  await card(page, p.product_name)
    .getByRole("button", { name: `Delete ${p.product_name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Delete product" });
  await dialog.getByRole("textbox", { name: 'Type "DELETE" to confirm' }).fill("DELETE");
  await dialog.getByRole("button", { name: "Delete Product" }).click();
  await expect(dialog.getByText("You do not have permission to do this")).toBeVisible();
  expect(await queryE2E("select 1 from products where id = $1", [p.id])).toHaveLength(1);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(card(page, p.product_name)).toBeVisible();
});

test("deactivating and activating toasts, updates the badge and stores the status @phone", async ({ page, request }) => {
  const tag = uniqueSuffix("toggle");
  const token = await adminToken(request);
  const p = await createProductByApi(request, token, { product_name: `Toggle Block ${tag}`, category_name: "CCON Blocks", category_slug: "ccon-blocks" });
  const draft = await createProductByApi(request, token, {
    product_name: `Draft Block ${tag}`,
    category_name: "CCON Blocks",
    category_slug: "ccon-blocks",
    status: "draft",
  });
  const statusOf = async (id: number) => (await queryE2E<{ status: string }>("select status from products where id = $1", [id]))[0].status;
  await loginAsAdmin(page, "/admin/products");
  await search(page, tag);
  const c = card(page, p.product_name);

  await c.getByRole("button", { name: `Deactivate ${p.product_name}` }).click();
  await expect(toastWith(page, `${p.product_name} deactivated successfully!`)).toBeVisible();
  await expect(c).toContainText("Inactive");
  await expect.poll(() => statusOf(p.id)).toBe("inactive");

  await c.getByRole("button", { name: `Activate ${p.product_name}` }).click();
  await expect(toastWith(page, `${p.product_name} activated successfully!`)).toBeVisible();
  await expect(c.getByRole("button", { name: `Deactivate ${p.product_name}` })).toBeVisible();
  await expect.poll(() => statusOf(p.id)).toBe("active");

  await card(page, draft.product_name)
    .getByRole("button", { name: `Activate ${draft.product_name}` })
    .click();
  await expect(toastWith(page, `${draft.product_name} activated successfully!`)).toBeVisible();
  await expect(card(page, draft.product_name)).toContainText("Active");
  await expect.poll(() => statusOf(draft.id)).toBe("active");
});
