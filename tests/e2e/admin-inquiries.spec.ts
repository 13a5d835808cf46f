import { expect, test, type Page } from "@playwright/test";
import { createInquiry, gotoAdmin, loginAsAdmin, toastWith } from "./admin-helpers";
import { holdRoute } from "./hold-route";
import { expectNoSeriousA11yViolations } from "./a11y";
import { uniqueName } from "../helpers/unique";
import { queryE2E } from "./db";

const rowFor = (page: Page, name: string) => page.getByRole("list", { name: "Inquiries" }).getByRole("listitem").filter({ hasText: name });

/** The en-IN date and time the screen shows, computed in the page (its time zone). */
async function enIN(page: Page, id: number): Promise<string> {
  const [{ created_at }] = await queryE2E<{ created_at: Date }>("select created_at from inquiries where id = $1", [id]);
  return page.evaluate(
    (iso) => new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" }).format(new Date(iso)),
    created_at.toISOString(),
  );
}

test("shows five skeleton rows while loading, then the inquiries", async ({ page, request }) => {
  const inquiry = await createInquiry(request);
  await loginAsAdmin(page, "/admin/dashboard");
  const release = await holdRoute(page, "**/api/leads?page=*");
  await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Inquiries" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "All Inquiries" })).toBeVisible();
  await expect(page.getByText("Manage customer inquiries and requests")).toBeVisible();
  await expect(page.getByTestId("inquiry-skeleton")).toHaveCount(5);
  release();
  await expect(page.getByTestId("inquiry-skeleton")).toHaveCount(0);
  await expect(rowFor(page, inquiry.name)).toBeVisible();
});

test("a row shows category, quantity, number and en-IN date; the details modal offers a call and WhatsApp", async ({ page, request }) => {
  const inquiry = await createInquiry(request, { countryCode: "+971", mobile: "5012345678", quantity: 1200, unit: "Pieces" });
  await loginAsAdmin(page, "/admin/inquiries");
  const row = rowFor(page, inquiry.name);
  await expect(row).toContainText(inquiry.categoryName);
  await expect(row).toContainText("1200 Pieces");
  await expect(row).toContainText("+971 5012345678");
  const when = await enIN(page, inquiry.id);
  await expect(row).toContainText(when);

  await row.getByRole("button", { name: `View inquiry from ${inquiry.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Inquiry Details" });
  await expect(dialog).toBeVisible();
  const field = (label: string) => dialog.getByText(label, { exact: true }).locator("xpath=following-sibling::dd[1]");
  await expect(field("Inquiry ID")).toHaveText(String(inquiry.id));
  await expect(field("Product ID")).toHaveText(String(inquiry.productId));
  await expect(field("Customer Name")).toHaveText(inquiry.name);
  await expect(field("Mobile Number")).toHaveText("+971 5012345678");
  await expect(field("Quantity Requested")).toHaveText("1200 Pieces");
  await expect(field("Date Submitted")).toHaveText(when);
  await expect(field("Product Name")).toHaveText(inquiry.productName);
  await expect(field("Category")).toHaveText(inquiry.categoryName);

  const whatsapp = dialog.getByRole("link", { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute("href", "https://wa.me/9715012345678");
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  const call = dialog.getByRole("link", { name: "Contact Customer" });
  await expect(call).toHaveAttribute("href", "tel:+9715012345678");

  await expectNoSeriousA11yViolations(page);

  // Contact Customer closes the modal (the browser hands the tel: link to the phone app).
  await call.evaluate((a) => a.addEventListener("click", (e) => e.preventDefault()));
  await call.click();
  await expect(dialog).toBeHidden();
});

test("Contact Customer calls an Indian number with +91 @phone", async ({ page, request }) => {
  const inquiry = await createInquiry(request, { countryCode: "+91", mobile: "9123456780" });
  await loginAsAdmin(page, "/admin/inquiries");
  await rowFor(page, inquiry.name)
    .getByRole("button", { name: `View inquiry from ${inquiry.name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Inquiry Details" });
  await expect(dialog.getByRole("link", { name: "Contact Customer" })).toHaveAttribute("href", "tel:+919123456780");
  await expect(dialog.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", "https://wa.me/919123456780");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a failed fetch leaves an empty list with 'No inquiries found' and an error toast", async ({ page }) => {
  await page.route("**/api/leads?page=*", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false,"error":"boom"}' }));
  await loginAsAdmin(page, "/admin/inquiries");
  await expect(page.getByText("No inquiries found")).toBeVisible();
  await expect(toastWith(page, "Failed to load leads")).toBeVisible();
  await expect(page.getByRole("list", { name: "Inquiries" })).toHaveCount(0);
});

test("the back arrow returns to the dashboard", async ({ page }) => {
  await loginAsAdmin(page, "/admin/inquiries");
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("many inquiries are paged, newest first", async ({ page, request }) => {
  const [{ n }] = await queryE2E<{ n: number }>("select count(*)::int as n from inquiries");
  for (let i = n; i < 22; i++) await createInquiry(request, { name: uniqueName("Pager") });
  await loginAsAdmin(page, "/admin/inquiries");
  const rows = page.getByRole("list", { name: "Inquiries" }).getByRole("listitem");
  await expect(rows).toHaveCount(20);
  await expect(page.getByText(/^Showing 1–20 of \d+$/)).toBeVisible();
  const firstPage = await rows.locator("dd").first().allTextContents();

  const pager = page.getByRole("navigation", { name: "Inquiries pages" });
  await pager.getByRole("button", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?page=2$/);
  await expect(page.getByText(/^Showing 21–\d+ of \d+$/)).toBeVisible();
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(rows.first()).not.toContainText(firstPage[0]);

  // The page sits in the address: back returns to the first page.
  await page.goBack();
  await expect(page.getByText(/^Showing 1–20 of \d+$/)).toBeVisible();
  await gotoAdmin(page, "/admin/inquiries?page=9999");
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
  await expect(rows).toHaveCount(20);
});
