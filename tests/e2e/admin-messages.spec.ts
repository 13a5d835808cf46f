import { expect, test } from "@playwright/test";
import { loginAsAdmin } from "./admin-helpers";
import { details, isListCall, item, items, messageList, searchFor, seedMessages, tab } from "./admin-message-list";
import { holdRoute } from "./hold-route";
import { expectNoSeriousA11yViolations } from "./a11y";
import { uniqueSuffix } from "../helpers/unique";
import { queryE2E } from "./db";

/**
 * Admin messages journeys over the list: the tabs and the search, pages of ten, loading, failure and empty
 * states, accessibility, and the tab, search and open message kept in the address. Every test stores its own
 * messages under a unique tag and searches for it (admin-message-list.ts). Replying, the status and deleting
 * are in admin-messages-reply.spec.ts.
 */
test.describe.configure({ timeout: 180_000 });

test("tabs show their counts and filter the list; search runs by button and by Enter", async ({ page }) => {
  const tag = uniqueSuffix("tabs");
  await seedMessages([
    { name: `Asha ${tag}`, status: "new", ageMinutes: 1 },
    { name: `Bilal ${tag}`, status: "new", ageMinutes: 2 },
    { name: `Chitra ${tag}`, status: "new", ageMinutes: 3 },
    { name: `Dev ${tag}`, status: "resolved", ageMinutes: 4 },
    { name: `Esha ${tag}`, status: "resolved", ageMinutes: 5 },
  ]);
  await loginAsAdmin(page, "/admin/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(tab(page, "All Messages")).toHaveAttribute("aria-selected", "true");

  await searchFor(page, tag);
  await expect(items(page)).toHaveCount(5);
  await expect(tab(page, "All Messages")).toContainText("5");
  await expect(tab(page, "New")).toContainText("3");
  await expect(tab(page, "Resolved")).toContainText("2");
  // Newest first, each with its e-mail, an excerpt, a date and a status shown as text and icon.
  await expect(items(page).first()).toContainText(`Asha ${tag}`);
  await expect(items(page).first()).toContainText("sender@e2e.example");
  await expect(items(page).first()).toContainText("Please send a quotation for paver blocks.");
  await expect(items(page).first()).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(item(page, `Asha ${tag}`)).toContainText("New");
  await expect(item(page, `Dev ${tag}`)).toContainText("Resolved");

  await tab(page, "New").click();
  await expect(tab(page, "New")).toHaveAttribute("aria-selected", "true");
  await expect(tab(page, "All Messages")).toHaveAttribute("aria-selected", "false");
  await expect(items(page)).toHaveCount(3);
  await expect(messageList(page)).not.toContainText("Resolved");

  await tab(page, "Resolved").click();
  await expect(items(page)).toHaveCount(2);
  await expect(item(page, `Dev ${tag}`)).toBeVisible();
  await expect(item(page, `Esha ${tag}`)).toBeVisible();

  // Arrow keys move between the tabs too.
  await tab(page, "Resolved").press("ArrowLeft");
  await expect(tab(page, "New")).toHaveAttribute("aria-selected", "true");
  await expect(items(page)).toHaveCount(3);

  await tab(page, "All Messages").click();
  const box = page.getByRole("searchbox", { name: "Search messages" });
  await box.fill(`Bilal ${tag}`);
  await box.press("Enter");
  await expect(items(page)).toHaveCount(1);
  await expect(item(page, `Bilal ${tag}`)).toBeVisible();
  await expect(tab(page, "All Messages")).toContainText("1");
});

test("pages of ten walk forwards and backwards with first and last; a new search starts at page one", async ({ page }) => {
  const tag = uniqueSuffix("pages");
  // 27 messages: "… 01" is the newest.
  const ids = await seedMessages(Array.from({ length: 27 }, (_, i) => ({ name: `Pager ${tag} ${String(i + 1).padStart(2, "0")}`, ageMinutes: i + 1 })));
  await loginAsAdmin(page, "/admin/messages");
  await searchFor(page, tag);
  await expect(items(page)).toHaveCount(10);
  await expect(items(page).first()).toContainText(`Pager ${tag} 01`);

  const pager = page.getByRole("navigation", { name: "Message pages" });
  await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(pager.getByRole("button", { name: "First page" })).toBeDisabled();
  await expect(pager.getByRole("button", { name: "Previous page" })).toBeDisabled();
  await expect(pager.getByRole("button", { name: /^Page \d+$/ })).toHaveCount(3);

  await pager.getByRole("button", { name: "Page 2" }).click();
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(items(page)).toHaveCount(10);
  await expect(items(page).first()).toContainText(`Pager ${tag} 11`);

  await pager.getByRole("button", { name: "Last page" }).click();
  await expect(pager.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  await expect(items(page)).toHaveCount(7);
  await expect(items(page).last()).toContainText(`Pager ${tag} 27`);
  await expect(pager.getByRole("button", { name: "Next page" })).toBeDisabled();
  await expect(pager.getByRole("button", { name: "Last page" })).toBeDisabled();

  await pager.getByRole("button", { name: "Previous page" }).click();
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await pager.getByRole("button", { name: "First page" }).click();
  await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(items(page).first()).toContainText(`Pager ${tag} 01`);

  // From page 3, searching again goes back to page 1.
  await pager.getByRole("button", { name: "Next page" }).click();
  await pager.getByRole("button", { name: "Next page" }).click();
  await expect(pager.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  await searchFor(page, tag);
  await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(items(page).first()).toContainText(`Pager ${tag} 01`);

  // Messages removed behind the screen's back: the third page comes back empty → page 1.
  await queryE2E("delete from contact_messages where id = any($1)", [ids.slice(0, 10)]);
  await pager.getByRole("button", { name: "Last page" }).click();
  await expect(items(page)).toHaveCount(10);
  await expect(items(page).first()).toContainText(`Pager ${tag} 11`);
  await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(pager.getByRole("button", { name: "Page 3" })).toHaveCount(0);
});

test("shows a spinner while loading, the failure with Retry, and the empty state", async ({ page }) => {
  const tag = uniqueSuffix("states");
  await seedMessages([{ name: `Loaded ${tag}` }]);
  await loginAsAdmin(page, "/admin/dashboard");

  const release = await holdRoute(page, isListCall, (route) => route.abort());
  await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Messages" }).click();
  await expect(page.getByRole("status", { name: "Loading messages..." })).toBeVisible();
  release();
  await expect(page.getByText("Failed to load messages")).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading messages..." })).toHaveCount(0);

  await page.unroute(isListCall);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Failed to load messages")).toHaveCount(0);
  await searchFor(page, tag);
  await expect(item(page, `Loaded ${tag}`)).toBeVisible();

  await searchFor(page, `${tag}nothing`);
  await expect(page.getByText("No messages found")).toBeVisible();
  await expect(tab(page, "All Messages")).toContainText("0");
});

test("has no serious accessibility violations with a message open @phone", async ({ page }) => {
  const tag = uniqueSuffix("axe");
  const name = `Axe ${tag}`;
  await seedMessages([{ name, company: "Axe Infra", budget: "under-5lac", project_type: "Paver Blocks" }]);
  await loginAsAdmin(page, "/admin/messages");
  await searchFor(page, tag);
  await item(page, name).click();
  await expect(details(page).getByText("No replies yet")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the tab, the search and the open message live in the address: Reload and Back bring them back", async ({ page }) => {
  const tag = uniqueSuffix("address");
  const name = `Address ${tag}`;
  await seedMessages([
    { name, status: "resolved" },
    { name: `Other ${tag}`, status: "new" },
  ]);
  await loginAsAdmin(page, "/admin/messages");
  await searchFor(page, tag);
  await tab(page, "Resolved").click();
  await expect(items(page)).toHaveCount(1);
  await item(page, name).click();
  await expect(details(page).getByRole("heading", { name })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search messages" })).toHaveValue(tag);
  await expect(tab(page, "Resolved")).toHaveAttribute("aria-selected", "true");
  await expect(items(page)).toHaveCount(1);
  await expect(item(page, name)).toHaveAttribute("aria-pressed", "true");
  await expect(details(page).getByRole("heading", { name })).toBeVisible();

  // Back closes the message, then returns to the other tab.
  await page.goBack();
  await expect(details(page)).toContainText("Select a message to view details");
  await page.goBack();
  await expect(tab(page, "All Messages")).toHaveAttribute("aria-selected", "true");
  await expect(items(page)).toHaveCount(2);
});
