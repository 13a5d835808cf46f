import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { formatBytes } from "#schemas/format";
import { E2E } from "./env";
import { ADMIN, adminHeaders, createManager, gotoAdmin, loginAs, toastWith } from "./admin-helpers";
import { expectAccessibleAndFits } from "./a11y";

const section = (page: Page) => page.getByRole("region", { name: "Backups" });
const backUpNow = (page: Page) => section(page).getByRole("button", { name: "Back up now" });
const downloadLatest = (page: Page) => section(page).getByRole("button", { name: "Download latest backup" });
/** A term of the section's list: its value. */
const value = (page: Page, term: string) => section(page).locator("dt", { hasText: term }).locator("xpath=following-sibling::dd");

async function openSettingsAsAdmin(page: Page) {
  await loginAs(page, ADMIN.email, ADMIN.password);
  await gotoAdmin(page, "/admin/settings");
  await expect(section(page)).toBeVisible();
}

// The journeys that make a backup run one after another, on the desktop only: two made at once
// would refuse one another (409).
test.describe.configure({ mode: "serial" });

test("an admin backs up now, sees the backup's time and size, and downloads it", async ({ page, request }) => {
  await openSettingsAsAdmin(page);
  await expect(section(page).getByRole("heading", { level: 2, name: "Backups" })).toBeVisible();

  await backUpNow(page).click();
  await expect(toastWith(page, /^Backup made \(/)).toBeVisible({ timeout: 30_000 });
  await expect(backUpNow(page)).toBeEnabled();

  // What the page shows is the backup the server made.
  const status = (await (await request.get("/api/settings/backups", { headers: await adminHeaders(request) })).json()) as {
    data: { lastBackup: { name: string; bytes: number }; latestFile: { name: string; bytes: number } };
  };
  const made = status.data.lastBackup;
  await expect(value(page, "Last backup")).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m$/i);
  await expect(value(page, "Size")).toHaveText(formatBytes(made.bytes));
  await expect(section(page).getByRole("alert")).toHaveCount(0);

  const downloading = page.waitForEvent("download");
  await downloadLatest(page).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(status.data.latestFile.name);
  expect(download.suggestedFilename()).toMatch(/^backup-.*\.tar\.gz$/);
  const file = await download.path();
  expect(fs.statSync(file).size).toBe(status.data.latestFile.bytes);
  // A gzip file.
  expect([...fs.readFileSync(file).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  await expect(toastWith(page, `Downloading ${status.data.latestFile.name}`)).toBeVisible();
});

test("a manager does not see the Backups section", async ({ page, request }) => {
  const manager = await createManager(request);
  await loginAs(page, manager.email, manager.password);
  await gotoAdmin(page, "/admin/settings");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Backups" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Back up now" })).toHaveCount(0);
  const token = await loginAs(page, manager.email, manager.password);
  expect((await request.get("/api/settings/backups", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(403);
});

test("Settings with the Backups section passes axe and fits a phone @phone", async ({ page }) => {
  await openSettingsAsAdmin(page);
  await expect(backUpNow(page)).toBeVisible();
  await expect(downloadLatest(page)).toBeVisible();
  await expect(value(page, "Last backup")).toBeVisible();
  await expectAccessibleAndFits(page);
});

// Real failures on the server's own disk: BACKUP_DIR (DATA_DIR/backups) made a plain file for a moment.
test("a failed backup is said in a toast and in the section, until the next one succeeds", async ({ page }) => {
  const dir = path.join(E2E.dataDir, "backups");
  const aside = `${dir}.aside-${process.pid}`;
  const moved = fs.existsSync(dir);
  if (moved) fs.renameSync(dir, aside);
  try {
    fs.writeFileSync(dir, "not a directory");
    await openSettingsAsAdmin(page);
    await backUpNow(page).click();
    await expect(toastWith(page, /^The backup failed: /)).toBeVisible({ timeout: 30_000 });
    await expect(section(page).getByRole("alert")).toContainText(/The last backup failed \(.+\): \S/);
  } finally {
    fs.rmSync(dir, { force: true });
    if (moved) fs.renameSync(aside, dir);
  }
  await backUpNow(page).click();
  await expect(toastWith(page, /^Backup made \(/)).toBeVisible({ timeout: 30_000 });
  await expect(section(page).getByRole("alert")).toHaveCount(0);
});
