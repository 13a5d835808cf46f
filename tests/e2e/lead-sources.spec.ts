/**
 * Leads from anywhere on the lead desk: a manager types in a phone call with "New lead", finds it
 * under its source, opens it, assigns it and sets a follow-up; a contact message becomes a lead
 * with "Create lead" and then shows "Lead created". axe on the dialog and the list, at 390 px too.
 */
import { expect, test } from "@playwright/test";
import { gotoAdmin, localInput, loginAsNewManager } from "./admin-helpers";
import { expectNoSeriousA11yViolations } from "./a11y";
import { uniqueMobile, uniqueName } from "../helpers/unique";
import { queryE2E } from "./db";

test.describe.configure({ timeout: 180_000 });

test("a manager adds a phone call with New lead, finds it by its source, assigns it and sets a follow-up @phone", async ({ page }) => {
  const manager = await loginAsNewManager(page, "/admin/inquiries", "All Inquiries");
  const name = uniqueName("Caller");
  const mobile = uniqueMobile();

  await page.getByRole("button", { name: "New lead" }).click();
  const dialog = page.getByRole("dialog", { name: "New lead" });
  await expect(dialog).toBeVisible();
  // Nothing filled in: each required field says what is missing, as on the site's forms.
  await dialog.getByRole("button", { name: "Create lead" }).click();
  await expect(dialog.getByRole("textbox", { name: "Customer name" })).toHaveAccessibleDescription("Please enter your name");
  await expect(dialog.getByRole("textbox", { name: "Mobile" })).toHaveAccessibleDescription(/Enter a 10-digit mobile number/);
  await expectNoSeriousA11yViolations(page, "the New lead dialog with its errors");

  await dialog.getByRole("textbox", { name: "Customer name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Mobile" }).fill(mobile);
  await dialog.getByRole("combobox", { name: "Product" }).fill("Hollow blocks 6 inch");
  await dialog.getByRole("textbox", { name: "Quantity" }).fill("300");
  await dialog.getByRole("combobox", { name: "Source" }).selectOption({ label: "Phone call" });
  await dialog.getByRole("textbox", { name: "First note" }).fill("Called about blocks for a compound wall at Vapi.");
  await dialog.getByRole("button", { name: "Create lead" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Lead created");
  await dialog.getByText("Close", { exact: true }).click();
  await expect(dialog).toBeHidden();

  // The list filtered by "Phone call" (kept in the address) has it, with its source.
  await page.getByRole("combobox", { name: "Source" }).selectOption({ label: "Phone call" });
  await expect(page).toHaveURL(/[?&]source=phone/);
  await page.getByRole("searchbox", { name: "Search by name or mobile" }).fill(mobile);
  await page.getByRole("searchbox", { name: "Search by name or mobile" }).press("Enter");
  const row = page.getByRole("list", { name: "Inquiries" }).getByRole("listitem").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Phone call");
  await expectNoSeriousA11yViolations(page, "the Inquiries list filtered by source");

  // Opened, it is a lead like any other: New, its note, assigned and followed up.
  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Called about blocks for a compound wall at Vapi.");
  await expect(page.getByRole("definition").filter({ hasText: /^Phone call$/ })).toBeVisible();
  const owner = page.getByRole("region", { name: "Owner" });
  await owner.getByRole("combobox", { name: "Assigned to" }).selectOption({ label: manager.name });
  await owner.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText(`Assigned to ${manager.name}`);
  await page.getByLabel("Next follow-up", { exact: true }).fill(await localInput(page, new Date(Date.now() + 24 * 3600_000)));
  await page.getByRole("button", { name: "Set follow-up" }).click();
  await expect(page.getByRole("button", { name: "Clear follow-up" })).toBeVisible();
  const [stored] = await queryE2E<{ source: string; stage: string; next_follow_up_at: Date | null }>(
    "select source, stage, next_follow_up_at from inquiries where mobile = $1",
    [mobile],
  );
  expect(stored).toMatchObject({ source: "phone", stage: "new" });
  expect(stored.next_follow_up_at).not.toBeNull();
});

test("a contact message becomes a lead with Create lead, and the message then shows Lead created @phone", async ({ page }) => {
  const name = uniqueName("Sender");
  const phone = uniqueMobile();
  const [{ id }] = await queryE2E<{ id: number }>(
    `insert into contact_messages (name, email, phone, country_code, company, project_type, budget, message)
     values ($1, 'sender@e2e.example', $2, '+91', 'Shah Infra', 'Kerb stones', '', 'Please quote 400 kerb stones for our road job.') returning id`,
    [name, phone],
  );
  await loginAsNewManager(page, "/admin/messages", "Messages");
  await gotoAdmin(page, `/admin/messages?message=${id}`);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();

  await page.getByRole("button", { name: "Create lead" }).click();
  const dialog = page.getByRole("dialog", { name: "Create lead" });
  // Prefilled from the message.
  await expect(dialog.getByRole("textbox", { name: "Customer name" })).toHaveValue(name);
  await expect(dialog.getByRole("textbox", { name: "Mobile" })).toHaveValue(phone);
  await expect(dialog.getByRole("combobox", { name: "Product" })).toHaveValue("Kerb stones");
  await expect(dialog.getByRole("textbox", { name: "First note" })).toHaveValue("Please quote 400 kerb stones for our road job.");
  await expect(dialog.getByText("Source: Website")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Quantity" }).fill("400");
  await expectNoSeriousA11yViolations(page, "the Create lead dialog");
  await dialog.getByRole("button", { name: "Create lead" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Lead created");
  await dialog.getByText("Close", { exact: true }).click();

  // The message now links to its lead instead of offering the button; the lead links back.
  const created = page.getByRole("link", { name: "Lead created" });
  await expect(created).toBeVisible();
  await expect(page.getByRole("button", { name: "Create lead" })).toHaveCount(0);
  await created.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^Website/ })).toBeVisible();
  await page.getByRole("link", { name: "From message" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages\\?message=${id}$`));
  await expect(page.getByRole("link", { name: "Lead created" })).toBeVisible();
});

test("the dashboard shows leads by source and splits the weekly chart by source, kept in the address @phone", async ({ page }) => {
  const mobile = uniqueMobile();
  await queryE2E("insert into inquiries (name, mobile, quantity, product_name, source) values ('Walk In Buyer', $1, 50, 'Fly ash bricks', 'walk_in')", [
    mobile,
  ]);
  await loginAsNewManager(page, "/admin/dashboard", "Dashboard");
  const bySource = page.getByRole("region", { name: "Leads by source" });
  const thisMonth = bySource.getByRole("region", { name: /^This month/ });
  await expect(thisMonth.getByRole("rowheader", { name: "Walk-in" })).toBeVisible();
  await expect(thisMonth.getByRole("columnheader", { name: "Share won" })).toBeVisible();

  const chart = page.getByRole("region", { name: "Leads per week" });
  await chart.getByRole("button", { name: "Split by source" }).click();
  await expect(chart.getByRole("button", { name: "Split by source" })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/[?&]split=source/);
  await expect(chart.getByRole("list", { name: "Legend" })).toContainText("Walk-in");
  await expectNoSeriousA11yViolations(page, "the dashboard with leads by source");
  await page.reload();
  await expect(page.getByRole("region", { name: "Leads per week" }).getByRole("button", { name: "Split by source" })).toHaveAttribute("aria-pressed", "true");
});
