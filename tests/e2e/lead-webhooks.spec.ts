import { expect, test } from "@playwright/test";
import { ADMIN, createManager, gotoAdmin, loginAs, toastWith } from "./admin-helpers";
import { expectAccessibleAndFits } from "./a11y";

// Settings, Integrations, "Webhooks": the URLs other tools post leads to (the calls themselves: tests/api/lead-webhooks.test.ts).

test("an admin adds a webhook, sees its URL and secret once, gives it a new secret and deletes it @phone", async ({ page }) => {
  await loginAs(page, ADMIN.email, ADMIN.password);
  await gotoAdmin(page, "/admin/settings");
  const integrations = page.getByRole("region", { name: "Integrations" });
  const webhooks = integrations.getByRole("region", { name: "Webhooks" });
  await expect(webhooks.getByRole("button", { name: "Add webhook" })).toBeVisible();

  await webhooks.getByLabel("Source of its leads").selectOption({ label: "Referral" });
  await webhooks.getByRole("button", { name: "Add webhook" }).click();
  await expect(toastWith(page, "Webhook added")).toBeVisible();
  const shown = webhooks.getByRole("status");
  await expect(shown.getByText("Copy the secret now: it will not be shown again")).toBeVisible();
  const url = await shown.getByRole("textbox", { name: "Webhook URL" }).inputValue();
  expect(url).toMatch(/\/api\/leads\/inbound\/\d+$/);
  const id = url.split("/").pop()!;
  const secret = await shown.getByRole("textbox", { name: "Secret" }).inputValue();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  await expectAccessibleAndFits(page);

  // Listed with its URL, never its secret; the secret is gone once "Done".
  const name = `Referral webhook #${id}`;
  const row = webhooks.getByRole("listitem").filter({ hasText: name });
  await expect(row.getByRole("textbox", { name: `URL of the ${name}` })).toHaveValue(url);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(webhooks.getByText("Copy the secret now: it will not be shown again")).toHaveCount(0);
  await expect(webhooks.getByRole("textbox", { name: "Secret" })).toHaveCount(0);

  // A new secret replaces the old one, shown once again.
  await row.getByRole("button", { name: `Rotate secret of the ${name}` }).click();
  await expect(toastWith(page, "New secret made: the old one no longer works")).toBeVisible();
  await expect(webhooks.getByRole("status").getByRole("textbox", { name: "Secret" })).not.toHaveValue(secret);
  await expect(row.getByText(/secret changed/)).toBeVisible();

  // Deleted after a confirmation.
  await row.getByRole("button", { name: `Delete the ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this webhook?" });
  await expect(confirm.getByText(`The ${name} stops taking leads at once`)).toBeVisible();
  await expectAccessibleAndFits(page);
  await confirm.getByRole("button", { name: "Delete webhook" }).click();
  await expect(toastWith(page, "Webhook deleted")).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(row).toHaveCount(0);
});

test("a manager's Settings have no Integrations", async ({ page, request }) => {
  const manager = await createManager(request);
  await loginAs(page, manager.email, manager.password);
  await gotoAdmin(page, "/admin/settings");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Freight" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Integrations" })).toHaveCount(0);
});
