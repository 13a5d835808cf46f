import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { gotoHydrated } from "./catalogue-data";
import { fillValid, form, openContact, toasts } from "./contact-form";
import { holdRoute } from "./hold-route";

/**
 * The contact page and its enquiry form's fields: addresses, phones, e-mails and hours; the labelled fields,
 * validation and typing filters; the Product/Service box (loading, filtering, its length, the keyboard); the
 * honeypot, accessibility, and the form before the app has started. Sending a message is in
 * contact-page-send.spec.ts.
 */

test("the contact page lists addresses, phones, e-mails, hours and a call-now link @phone", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await expect(page).toHaveTitle(/^Contact Us \|/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();

  const findUs = page.locator("#find-us");
  await expect(findUs).toContainText("Head Office & Factory (Surat)");
  await expect(findUs).toContainText("Surat, Gujarat 394230");
  await expect(page.getByRole("main")).toContainText("Branch Office (Jharkhand)");
  await expect(page.getByRole("main")).toContainText("Jamshedpur, Jharkhand 832109");

  const calls = page.getByRole("region", { name: "Call Us" });
  await expect(calls.getByRole("link", { name: "+91 98250 41234" })).toHaveAttribute("href", "tel:+919825041234");
  await expect(calls.getByRole("link", { name: "+91 261 239 7788" })).toHaveAttribute("href", "tel:+912612397788");
  await expect(calls.getByRole("link", { name: "+91 94311 56789" })).toHaveAttribute("href", "tel:+919431156789");

  const mails = page.getByRole("region", { name: "Email Us" });
  await expect(mails.getByRole("link")).toHaveCount(2);
  await expect(mails.getByRole("link", { name: "info@shreeganeshcement.example" })).toHaveAttribute("href", "mailto:info@shreeganeshcement.example");
  await expect(mails.getByRole("link", { name: "sales@shreeganeshcement.example" })).toHaveAttribute("href", "mailto:sales@shreeganeshcement.example");

  const hours = page.getByRole("region", { name: "Business Hours" });
  await expect(hours).toContainText(/Monday - Friday\s*9:00 AM - 6:00 PM/);
  await expect(hours).toContainText(/Saturday\s*9:00 AM - 2:00 PM/);
  await expect(hours).toContainText(/Sunday\s*Closed/);

  await expect(page.getByRole("link", { name: /Call Now/ })).toHaveAttribute("href", "tel:+919825041234");
  await expect(form(page).getByRole("heading", { name: "Send Us a Message" })).toBeVisible();
});

test("every field is labelled; Budget offers the five ranges; Project Details has 5 rows", async ({ page }) => {
  await openContact(page);
  const f = form(page);
  for (const label of ["Name", "Email", "Phone", "Company", "Product/Service", "Budget", "Project Details"]) {
    await expect(f.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(f.getByRole("button", { name: /Country code: India \+91/ })).toBeVisible();
  await expect(f.getByLabel("Budget").locator("option")).toHaveText([
    "Select budget range",
    "Under ₹5 Lakh",
    "₹5 Lakh - ₹20 Lakh",
    "₹20 Lakh - ₹50 Lakh",
    "₹50 Lakh - ₹1 Crore",
    "Above ₹1 Crore",
  ]);
  await expect(f.getByLabel("Budget")).toHaveValue("");
  await expect(f.getByLabel("Project Details")).toHaveAttribute("rows", "5");
});

test("validation shows the first message under each field, focuses the first invalid one, and clears on edit @phone", async ({ page }) => {
  await openContact(page);
  const f = form(page);
  const send = f.getByRole("button", { name: "Send Message" });

  /** Each of `messages` is shown in the form. */
  const expectShown = async (messages: string[]) => {
    for (const message of messages) await expect(f.getByText(message)).toBeVisible();
  };

  await send.click();
  await expectShown(["Name is required", "Email is required", "Phone number is required", "Project details are required"]);
  await expect(f.getByText("Name must be at least 2 characters")).toHaveCount(0);
  await expect(f.getByLabel("Name")).toBeFocused();
  await expect(f.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(f.getByLabel("Name")).toHaveAccessibleDescription("Name is required");

  await f.getByLabel("Name").fill("A");
  await expect(f.getByText("Name is required")).toHaveCount(0);
  await expect(f.getByText("Email is required")).toBeVisible();
  await f.getByLabel("Email").fill("not-an-email");
  await f.getByLabel("Phone").fill("12345");
  await f.getByLabel("Project Details").fill("short");
  await send.click();
  await expectShown([
    "Name must be at least 2 characters",
    "Please enter a valid email address",
    "Phone number must be exactly 10 digits",
    "Please provide more details (minimum 10 characters)",
  ]);
  await expect(f.getByLabel("Name")).toBeFocused();

  await f.getByLabel("Name").fill("Asha Verma");
  await f.getByLabel("Email").fill("asha@example.com");
  await f.getByLabel("Phone").fill("5123456789");
  await send.click();
  await expect(f.getByText("Enter a valid Indian mobile number starting with 6, 7, 8, or 9")).toBeVisible();
  await expect(f.getByLabel("Phone")).toBeFocused();
  await expect(f.getByText("Please enter a valid email address")).toHaveCount(0);

  await f.getByLabel("Phone").fill("9123456789");
  await expect(f.getByText("Enter a valid Indian mobile number starting with 6, 7, 8, or 9")).toHaveCount(0);
  await expect(f.getByText("Please provide more details (minimum 10 characters)")).toBeVisible();
});

test("typing filters: the name keeps letters and spaces, the phone digits only (max 10)", async ({ page }) => {
  await openContact(page);
  const f = form(page);
  await f.getByLabel("Name").pressSequentially("Ravi123 Kumar!@");
  await expect(f.getByLabel("Name")).toHaveValue("Ravi Kumar");
  await f.getByLabel("Phone").pressSequentially("98a7-6543 21099");
  await expect(f.getByLabel("Phone")).toHaveValue("9876543210");
});

test("Product/Service is disabled while categories load, filters them, says 'No products found', and fills on choice @phone", async ({ page }) => {
  const release = await holdRoute(page, "**/api/categories");
  await gotoHydrated(page, "/contact");
  const box = form(page).getByLabel("Product/Service");
  await expect(box).toBeDisabled();
  release();
  await expect(box).toBeEnabled();

  await box.fill("KERB");
  const list = form(page).getByRole("listbox", { name: "Products" });
  await expect(list.getByRole("option")).toHaveText(["Kerb Stone"]);
  await box.fill("blocks");
  await expect(list.getByRole("option", { name: "Paver Blocks" })).toBeVisible();
  await expect(list.getByRole("option", { name: "CCON Blocks" })).toBeVisible();
  await expect(list.getByRole("option", { name: "Kerb Stone" })).toHaveCount(0);

  await box.fill("zzz unknown");
  await expect(form(page).getByText("No products found")).toBeVisible();

  await box.fill("fly");
  await list.getByRole("option", { name: "Fly Ash Bricks" }).click();
  await expect(box).toHaveValue("Fly Ash Bricks");
  await expect(list).toBeHidden();

  // Keyboard: arrows and Enter choose; Escape closes.
  await box.fill("fencing");
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(box).toHaveValue("Fencing Poles");
  await box.fill("p");
  await expect(list).toBeVisible();
  await box.press("Escape");
  await expect(list).toBeHidden();
});

test("a failed category load says so in a toast and leaves the box usable", async ({ page }) => {
  await page.route("**/api/categories", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false}' }));
  await gotoHydrated(page, "/contact");
  await expect(toasts(page).getByText("Failed to load product categories")).toBeVisible();
  const box = form(page).getByLabel("Product/Service");
  await expect(box).toBeEnabled();
  await box.fill("Custom precast steps");
  await expect(box).toHaveValue("Custom precast steps");
});

test("Product/Service takes at most 120 characters, and an over-long one is marked invalid and described by its message", async ({ page }) => {
  await openContact(page);
  const f = form(page);
  const box = f.getByLabel("Product/Service");
  await expect(box).toHaveAttribute("maxlength", "120");
  await box.fill("P".repeat(150));
  await expect(box).toHaveValue("P".repeat(120));
  await expect(box).not.toHaveAttribute("aria-invalid");

  // Past the cap (as a script could put it there), the schema's message is tied to the box.
  await box.evaluate((el) => el.removeAttribute("maxlength"));
  await box.fill("P".repeat(121));
  await fillValid(page, "Long Product");
  await f.getByRole("button", { name: "Send Message" }).click();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveAccessibleDescription("Please keep this under 120 characters");
  await expect(box).toBeFocused();
  await box.fill("Kerb Stone");
  await expect(box).not.toHaveAttribute("aria-invalid");
  await expect(f.getByText("Please keep this under 120 characters")).toHaveCount(0);
});

test("the Product/Service list closes when focus leaves the box by keyboard and on Escape, uncovering the fields below", async ({ page }) => {
  await openContact(page);
  const f = form(page);
  const box = f.getByLabel("Product/Service");
  const list = f.getByRole("listbox", { name: "Products" });

  await box.click();
  await expect(list).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(f.getByLabel("Budget")).toBeFocused();
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  for (const target of [f.getByLabel("Budget"), f.getByLabel("Project Details"), f.getByRole("button", { name: "Send Message" })]) {
    await target.click({ trial: true, timeout: 2_000 });
  }

  await page.keyboard.press("Shift+Tab");
  await expect(box).toBeFocused();
  await expect(list).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(box).toBeFocused();

  await box.fill("Block");
  await expect(list).toBeVisible();
  await page.keyboard.press("Shift+Tab");
  await expect(f.getByLabel("Company")).toBeFocused();
  await expect(list).toBeHidden();
});

test("the honeypot field is out of sight and out of the tab order", async ({ page }) => {
  await openContact(page);
  const honeypot = form(page).locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await expect(honeypot).not.toBeInViewport();
  await expect(form(page).getByRole("textbox", { name: "Website" })).toHaveCount(0);
});

test("accessibility: /contact, also with errors shown and the country list open (no serious or critical violations) @phone", async ({ page }) => {
  test.setTimeout(180_000);
  await openContact(page);
  const check = () => expectNoSeriousA11yViolations(page);
  await check();
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByText("Name is required")).toBeVisible();
  await form(page)
    .getByRole("button", { name: /Country code/ })
    .click();
  await expect(form(page).getByRole("listbox", { name: "Countries" })).toBeVisible();
  await check();
});

test.describe("before the app has started", () => {
  test.use({ javaScriptEnabled: false });

  test("Send Message is disabled, so Enter in a field puts nothing typed into the address", async ({ page }) => {
    await page.goto("/contact");
    const f = form(page);
    await expect(f.getByRole("button", { name: "Send Message" })).toBeDisabled();
    await fillValid(page, "Asha Verma");
    await f.getByLabel("Email").press("Enter");
    await expect(f.getByLabel("Name")).toHaveValue("Asha Verma");
    expect(new URL(page.url()).search).toBe("");
  });
});
