import { expect, test, type Page } from "@playwright/test";
import { E2E } from "./env";
import { loginAsAdmin } from "./admin-helpers";
import { expectAccessibleAndFits, expectNoSeriousA11yViolations } from "./a11y";
import { INDIAMART_KEY, indiamartRecord, startFakeIndiamart, TRADEINDIA } from "../helpers/marketplaces";

const section = (page: Page) => page.getByRole("region", { name: "Integrations" });
const marketplace = (page: Page, name: string) => section(page).getByRole("form", { name });

test("an admin saves IndiaMART's CRM key, pulls now and finds the new leads in the Inquiries list", async ({ page }) => {
  // IndiaMART's stand-in, at the address the e2e server was started with (INDIAMART_API_URL).
  const indiamart = await startFakeIndiamart(E2E.marketplacePort);
  try {
    const stamp = Date.now().toString(36);
    indiamart.records = [indiamartRecord({ SENDER_NAME: `Kiran Desai ${stamp}` }, 20), indiamartRecord({ SENDER_NAME: `Farhan Shaikh ${stamp}` }, 4)];

    await loginAsAdmin(page, "/admin/settings");
    const form = marketplace(page, "IndiaMART");
    await expect(form).toBeVisible();
    await form.getByLabel("CRM key").fill(INDIAMART_KEY);
    await form.getByRole("checkbox", { name: /^On/ }).check();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByRole("status")).toHaveText("IndiaMART settings saved");
    // Write-only: the field is empty again and only the last 4 characters are shown.
    await expect(form.getByLabel("CRM key")).toHaveValue("");
    await expect(form.getByText(`Saved: …${INDIAMART_KEY.slice(-4)}. Leave blank to keep it.`)).toBeVisible();
    await expect(page.getByText(INDIAMART_KEY)).toHaveCount(0);

    await form.getByRole("button", { name: "Test connection" }).click();
    await expect(form.getByRole("status")).toContainText("the connection works");
    await form.getByRole("button", { name: "Pull now" }).click();
    await expect(form.getByRole("status")).toHaveText("IndiaMART brought 2 new leads");
    await expect(form.getByText("Brought 2 leads")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "Settings, Integrations after a pull");

    // The leads are in the list filtered by source IndiaMART, each under that source.
    await page.goto(`/admin/inquiries?search=${stamp}`);
    await page.getByRole("combobox", { name: "Source" }).selectOption({ label: "IndiaMART" });
    await expect(page).toHaveURL(/[?&]source=indiamart/);
    const list = page.getByRole("list", { name: "Inquiries" });
    for (const name of [`Kiran Desai ${stamp}`, `Farhan Shaikh ${stamp}`]) {
      await expect(list.getByRole("listitem").filter({ hasText: name }).filter({ hasText: "IndiaMART" })).toBeVisible({ timeout: 20_000 });
    }

    // A wrong key is shown in plain words.
    indiamart.mode = "wrong-key";
    await page.goto("/admin/settings");
    await form.getByRole("button", { name: "Pull now" }).click();
    await expect(form.getByRole("status")).toHaveText("IndiaMART refused the key: check the CRM key");
    await expect(form.getByText("IndiaMART refused the key: check the CRM key", { exact: false }).first()).toBeVisible();
  } finally {
    await indiamart.close();
  }
});

test("an admin saves TradeIndia's user id, profile id and key on a phone @phone", async ({ page }) => {
  await loginAsAdmin(page, "/admin/settings");
  const form = marketplace(page, "TradeIndia");
  await expect(form).toBeVisible();
  await form.getByLabel("User id").fill(TRADEINDIA.userid);
  await form.getByLabel("Profile id").fill(TRADEINDIA.profileId);
  await form.getByLabel("Key", { exact: true }).fill(TRADEINDIA.key);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("status")).toHaveText("TradeIndia settings saved");
  await expect(form.getByLabel("User id")).toHaveValue(TRADEINDIA.userid);
  await expect(form.getByText(`Saved: …${TRADEINDIA.key.slice(-4)}. Leave blank to keep it.`)).toBeVisible();
  await expect(section(page).getByRole("heading", { level: 2, name: "Integrations" })).toBeVisible();
  await expectAccessibleAndFits(page);
});
