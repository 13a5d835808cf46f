/**
 * The lead desk: a quote request worked from the first call to a stage, with notes, a follow-up,
 * the list's filters and the same customer's earlier requests.
 */
import { expect, test, type Page } from "@playwright/test";
import { adminToken, bearer, createInquiry, gotoAdmin, localInput, loginAsAdmin, toastWith } from "./admin-helpers";
import { expectNoSeriousA11yViolations } from "./a11y";
import { createCatalogue, requestBestPrice } from "./catalogue-data";
import { uniqueName } from "../helpers/unique";
import { queryE2E } from "./db";

test.describe.configure({ timeout: 180_000 });

const timeline = (page: Page) => page.getByRole("list", { name: "Timeline" });

test("a quote request is worked from the first call: note, follow-up, stage, filters, overdue and the same customer", async ({ browser, page }) => {
  // A visitor asks for a price on a category page.
  const catalogue = await createCatalogue("Lead Slabs");
  const { product } = catalogue;
  const visitor = await browser.newPage();
  const { name, mobile, inquiry: first } = await requestBestPrice(visitor, catalogue, "Lead Buyer", "500");
  // Kept the newest for this test's length, so other tests' requests made meanwhile cannot push it off the dashboard's short list.
  await queryE2E("update inquiries set created_at = now() + interval '5 minutes' where id = $1", [first.id]);

  // Staff open it from the dashboard's newest quote requests.
  await loginAsAdmin(page, "/admin/dashboard");
  await page.getByRole("list", { name: "Recent inquiries", exact: true }).getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${first.id}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Quarry Slab", { exact: false }).first()).toBeVisible();
  // 500 Square Feet at ₹1,250: the estimated value.
  await expect(page.getByText("₹6,25,000")).toBeVisible();

  // Call: the tel: link carries the number with its country code, and the call goes on the timeline.
  const call = page.getByRole("link", { name: "Call" });
  await expect(call).toHaveAttribute("href", `tel:+91${mobile}`);
  await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", new RegExp(`^https://wa\\.me/91${mobile}\\?text=`));
  await call.evaluate((a: HTMLAnchorElement) => {
    // The browser under test has no phone app: keep the page, keep the page's own click handler.
    a.addEventListener("click", (e) => e.preventDefault(), { once: true });
  });
  await call.click();
  await expect(timeline(page).getByText("Called", { exact: true })).toBeVisible();

  // A note.
  await page.getByRole("textbox", { name: "Note" }).fill("Needs delivery to Sachin by Friday; asked about grey colour.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(toastWith(page, "Note added")).toBeVisible();
  await expect(timeline(page).getByText("Needs delivery to Sachin by Friday; asked about grey colour.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Note" })).toHaveValue("");

  // A follow-up in the past is refused; tomorrow is set.
  const followUp = page.getByLabel("Next follow-up", { exact: true });
  await followUp.fill(await localInput(page, new Date(Date.now() - 2 * 3600_000)));
  await page.getByRole("button", { name: "Set follow-up" }).click();
  await expect(followUp).toHaveAccessibleDescription("The follow-up must be in the future");
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  await followUp.fill(await localInput(page, tomorrow));
  await page.getByRole("button", { name: "Set follow-up" }).click();
  await expect(page.getByRole("button", { name: "Clear follow-up" })).toBeVisible();
  const [stored] = await queryE2E<{ next_follow_up_at: Date }>("select next_follow_up_at from inquiries where id = $1", [first.id]);
  expect(Math.abs(stored.next_follow_up_at.getTime() - tomorrow.getTime())).toBeLessThan(60_000);

  // Contacted; Lost would need a reason.
  const stage = page.getByRole("combobox", { name: "Stage" });
  await stage.selectOption("lost");
  await page.getByRole("button", { name: "Change stage" }).click();
  await expect(page.getByRole("combobox", { name: "Why was it lost?" })).toHaveAccessibleDescription("Choose why the lead was lost");
  await stage.selectOption("contacted");
  await page.getByRole("button", { name: "Change stage" }).click();
  await expect(toastWith(page, "Stage changed to Contacted")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name }).locator("..")).toContainText("Contacted");

  // The list filtered by stage Contacted shows it.
  await page.getByRole("link", { name: "Back to Inquiries" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "All Inquiries" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Contacted" }).check();
  await expect(page).toHaveURL(/[?&]stage=contacted/);
  const row = page.getByRole("list", { name: "Inquiries" }).getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Contacted");
  await page.getByRole("searchbox", { name: "Search by name or mobile" }).fill(mobile.slice(-6));
  await expect(page).toHaveURL(new RegExp(`[?&]search=${mobile.slice(-6)}`));
  await expect(row).toBeVisible();
  // Reload keeps the filters.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Contacted" })).toBeChecked();
  await expect(row).toBeVisible();

  // The activity log calls it a lead too, under the kind "Leads".
  await gotoAdmin(page, "/admin/activity");
  await page.getByRole("combobox", { name: "Kind of change" }).selectOption({ label: "Leads" });
  await expect(page).toHaveURL(/[?&]kind=inquiries/);
  await expect(page.getByRole("cell", { name: `moved the lead of ${name} from New to Contacted` })).toBeVisible();

  // Its follow-up falls into the past: the dashboard lists it under "Overdue follow-ups".
  await queryE2E("update inquiries set next_follow_up_at = now() - interval '1 hour' where id = $1", [first.id]);
  await gotoAdmin(page, "/admin/dashboard");
  const overdue = page.getByRole("region", { name: "Overdue follow-ups" });
  await expect(overdue.getByRole("link", { name })).toBeVisible();
  await gotoAdmin(page, "/admin/inquiries?overdue=1");
  await expect(row).toContainText("Overdue");

  // The same number asks again: the new lead lists the first one.
  const second = await createInquiry(page.request, { name, mobile, countryCode: "+91", productId: product.id, quantity: 800, unit: "Square Feet" });
  await gotoAdmin(page, `/admin/inquiries/${second.id}`);
  const earlier = page.getByRole("region", { name: "Earlier leads from this number" });
  await expect(earlier.getByRole("link", { name: product.name })).toHaveAttribute("href", `/admin/inquiries/${first.id}`);
  await expect(earlier).toContainText("Contacted");
  await visitor.close();
});

test("assigning a lead shows the owner in the list's filter; a manager may work leads", async ({ page, request }) => {
  const inquiry = await createInquiry(request, { name: uniqueName("Owner Check") });
  const token = await adminToken(request);
  const staff = (await (await request.get("/api/leads/staff", { headers: bearer(token) })).json()) as { data: { id: number; name: string }[] };
  const someone = staff.data[0];
  await loginAsAdmin(page, `/admin/inquiries/${inquiry.id}`);
  await page.getByRole("combobox", { name: "Assigned to" }).selectOption({ label: someone.name });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(toastWith(page, `Assigned to ${someone.name}`)).toBeVisible();
  await expect(timeline(page)).toContainText(someone.name);
  await gotoAdmin(page, `/admin/inquiries?owner=${someone.id}&search=${encodeURIComponent(inquiry.name)}`);
  await expect(page.getByRole("combobox", { name: "Assigned to" })).toHaveValue(String(someone.id));
  await expect(page.getByRole("list", { name: "Inquiries" }).getByRole("listitem").filter({ hasText: inquiry.name })).toContainText(someone.name);
});

test("an unknown lead says so", async ({ page }) => {
  await loginAsAdmin(page, "/admin/inquiries/2000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Lead not found" })).toBeVisible();
});

test("the lead page and the filtered list: no serious accessibility violations, and usable at 390 px @phone", async ({ page, request }, testInfo) => {
  const inquiry = await createInquiry(request, { name: uniqueName("Axe Lead") });
  // A note on the timeline, added beforehand: no toast is fading in while axe reads the page.
  const noted = await request.post(`/api/leads/${inquiry.id}/notes`, {
    headers: bearer(await adminToken(request)),
    data: { body: "Called back, wants a sample." },
  });
  expect(noted.status()).toBe(201);
  await loginAsAdmin(page, `/admin/inquiries/${inquiry.id}`);
  await expect(timeline(page).getByText("Called back, wants a sample.")).toBeVisible();
  await page.getByRole("combobox", { name: "Stage" }).selectOption("lost");
  await expectNoSeriousA11yViolations(page);
  const noOverflow = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  if (testInfo.project.name === "phone") await noOverflow();

  await gotoAdmin(page, "/admin/inquiries?stage=new,contacted");
  await expect(page.getByRole("checkbox", { name: "New" })).toBeChecked();
  await expect(page.getByRole("list", { name: "Inquiries" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (testInfo.project.name === "phone") await noOverflow();
});
