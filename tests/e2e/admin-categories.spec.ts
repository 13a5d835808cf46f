/**
 * The Categories screen: staff reorder categories (the header's Products menu follows), rename one
 * (its old address answers 301 to the new one, the page keeps its query) and delete an empty one.
 * The journey works on categories of its own and deletes them at the end: other journeys read the
 * same database and expect the seeded categories (paver-blocks …) with their names and order.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { adminHeaders, gotoAdmin, loginAsAdmin, loginAsNewManager, openDialog, removeThroughDialog, toastWith } from "./admin-helpers";
import { expectAccessibleAndFits, expectNoSeriousA11yViolations } from "./a11y";
import { uniqueName } from "../helpers/unique";
import { gotoHydrated } from "./site-helpers";

test.describe.configure({ timeout: 180_000 });

type Category = { id: number; name: string; slug: string };
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
/** A category name no other run uses: letters and spaces only, so its slug is predictable. */
const freshName = (label: string) => uniqueName(label);

/** A category's row on the screen, by its name. */
const row = (page: Page, name: string) => page.locator("li[data-category-id]").filter({ has: page.getByText(name, { exact: true }) });

async function addByApi(request: APIRequestContext, name: string): Promise<Category> {
  const res = await request.post("/api/categories", { headers: await adminHeaders(request), data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Category }).data;
}

async function removeByApi(request: APIRequestContext, ids: number[]) {
  const headers = await adminHeaders(request);
  for (const id of ids) await request.delete(`/api/categories/${id}`, { headers });
}

/** The categories' names as the header's Products menu lists them. */
async function productsMenu(page: Page): Promise<string[]> {
  await gotoHydrated(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products", exact: true }).click();
  return page.locator("#menu-products ul").getByRole("link").allTextContents();
}

test("staff reorder categories and the Products menu follows; a renamed category's old address redirects to the new one", async ({ page, request }) => {
  const first = await addByApi(request, freshName("Garden Slabs"));
  const secondName = freshName("Drain Covers");
  const created: number[] = [first.id];
  try {
    await loginAsAdmin(page, "/admin/categories");
    await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();

    // Add: it comes last, after the one made before.
    const dialog = await openDialog(page, "Add category");
    await dialog.getByLabel("Name").fill(secondName);
    await expect(dialog.getByText(`/${slugOf(secondName)}`)).toBeVisible();
    await dialog.getByLabel("Description").fill("Precast drain covers for roads and compounds.");
    await dialog.getByRole("button", { name: "Add category" }).click();
    await expect(toastWith(page, `${secondName} added`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const second = row(page, secondName);
    await expect(second).toBeVisible();
    const secondId = Number(await second.getAttribute("data-category-id"));
    created.push(secondId);

    // Reorder by keyboard: the second moves above the first (past any category another journey
    // added meanwhile), and keeps the focus.
    const order = () => page.locator("li[data-category-id]").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-category-id"))));
    const place = async (id: number) => (await order()).indexOf(id);
    const moveUp = second.getByRole("button", { name: /^Move category \d+ up$/ });
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await expect(toastWith(page, `${secondName} moved up`).first()).toBeVisible();
    await expect(second.getByRole("button", { name: /^Move category \d+ up$/ })).toBeFocused();
    while ((await place(secondId)) > (await place(first.id))) {
      const before = await place(secondId);
      await page.keyboard.press("Enter");
      await expect.poll(() => place(secondId)).toBe(before - 1);
    }
    expect(await place(secondId)).toBe((await place(first.id)) - 1);

    const menu = await productsMenu(page);
    expect(menu.indexOf(secondName)).toBeGreaterThanOrEqual(0);
    expect(menu.indexOf(secondName)).toBe(menu.indexOf(first.name) - 1);

    // Rename the first: the slug follows, the old address answers 301 with its query.
    await gotoAdmin(page, "/admin/categories");
    const renamed = freshName("Garden Pavers");
    const edit = await openDialog(page, `Edit ${first.name}`, row(page, first.name));
    await edit.getByLabel("Name").fill(renamed);
    await expect(edit.getByText(`(the old address /${first.slug} will lead there)`)).toBeVisible();
    await edit.getByLabel("Description").fill("Pavers for garden paths.");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(toastWith(page, `${renamed} saved`)).toBeVisible();
    await expect(row(page, renamed)).toBeVisible();

    const moved = await request.get(`/${first.slug}?page=2`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe(`/${slugOf(renamed)}?page=2`);
    await page.goto(`/${first.slug}`);
    await expect(page).toHaveURL(`/${slugOf(renamed)}`);
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText("Pavers for garden paths.")).toBeVisible();

    // Delete (empty, by an admin): gone from the screen and the menu.
    await gotoAdmin(page, "/admin/categories");
    await removeThroughDialog(page, { name: secondName, confirm: "Delete category", toast: `${secondName} deleted`, within: row(page, secondName) });
    await expect(row(page, secondName)).toHaveCount(0);
    expect(await productsMenu(page)).not.toContain(secondName);
  } finally {
    await removeByApi(request, created);
  }
});

test("a manager may edit but is not offered Delete; the screen passes axe and fits a phone @phone", async ({ page, request }) => {
  const own = await addByApi(request, freshName("Cover Blocks"));
  try {
    await loginAsNewManager(page, "/admin/categories", "Categories");
    await expect(row(page, "Paver Blocks").getByRole("button", { name: "Edit Paver Blocks" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
    await expectAccessibleAndFits(page);

    // The edit dialog: its own check, and a refused name says why under the field.
    const edit = await openDialog(page, `Edit ${own.name}`, row(page, own.name));
    await edit.getByLabel("Name").fill("Contact");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit.getByText("The address /contact belongs to another page of the site. Choose another name")).toBeVisible();
    await expect(edit.getByLabel("Name")).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole("button", { name: "Cancel" }).click();
    await expect(edit).toBeHidden();
  } finally {
    await removeByApi(request, [own.id]);
  }
});
