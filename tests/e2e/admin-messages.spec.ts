import { expect, test, type Page } from "@playwright/test";
import { createManager, gotoAdmin, loginAs, loginAsAdmin, toastWith } from "./admin-helpers";
import { holdRoute } from "./hold-route";
import { expectNoSeriousA11yViolations } from "./a11y";
import { uniqueSuffix } from "../helpers/unique";
import { queryE2E } from "./db";

/**
 * Admin messages journeys. Every test stores its own messages (straight into the database) under
 * a unique tag and searches for it, so the list and the tab counts (the server counts what the
 * search matches) hold only that test's messages while other tests run beside it.
 */

interface Seed {
  name?: string;
  email?: string;
  phone?: string;
  country_code?: string;
  company?: string;
  project_type?: string;
  budget?: string;
  message?: string;
  status?: "new" | "resolved";
  /** Minutes before now: a larger number is an older message. */
  ageMinutes?: number;
}

async function seedMessages(seeds: Seed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const s of seeds) {
    const [row] = await queryE2E<{ id: number }>(
      `insert into contact_messages (name, email, phone, country_code, company, project_type, budget, message, status, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(mins => $10), now() - make_interval(mins => $10))
       returning id`,
      [
        s.name ?? "Test Sender",
        s.email ?? "sender@e2e.example",
        s.phone ?? "9876543210",
        s.country_code ?? "+91",
        s.company ?? "",
        s.project_type ?? "",
        s.budget ?? "",
        s.message ?? "Please send a quotation for paver blocks.",
        s.status ?? "new",
        s.ageMinutes ?? 0,
      ],
    );
    ids.push(row.id);
  }
  return ids;
}

/** The list call (GET /api/contact?…), not the detail or reply calls. */
test.describe.configure({ timeout: 180_000 });

const isListCall = (url: URL) => url.pathname === "/api/contact";

/** The search box of the list, and a search by its button. */
async function searchFor(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search messages" }).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

const messageList = (page: Page) => page.getByRole("list", { name: "Messages" });
const items = (page: Page) => messageList(page).getByRole("button", { name: /^Message from / });
const item = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^Message from ${name} \\(`) });
const details = (page: Page) => page.getByRole("region", { name: "Message details" });
const tab = (page: Page, name: string) => page.getByRole("tab", { name: new RegExp(`^${name}`) });

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

test("the detail panel shows every field and earlier replies; a reply is checked, sent, stored and resolves the message", async ({ page }) => {
  const tag = uniqueSuffix("reply");
  const name = `Meera ${tag}`;
  const [id] = await seedMessages([
    {
      name,
      email: `meera.${tag}@e2e.example`,
      phone: "9123456780",
      country_code: "+91",
      company: "Patel Constructions",
      project_type: "Kerb Stone",
      budget: "20lac-50lac",
      message: "We need 600 kerb stones for a hospital approach road.\nDelivery to Surat.",
    },
  ]);
  await loginAsAdmin(page, "/admin/messages");
  await expect(details(page)).toContainText("Select a message to view details");
  await searchFor(page, tag);
  await item(page, name).click();
  await expect(item(page, name)).toHaveAttribute("aria-pressed", "true");

  const panel = details(page);
  await expect(panel.getByRole("heading", { name })).toBeVisible();
  await expect(panel.getByRole("link", { name: `meera.${tag}@e2e.example` })).toHaveAttribute("href", `mailto:meera.${tag}@e2e.example`);
  await expect(panel.getByRole("link", { name: "+91 9123456780" })).toHaveAttribute("href", "tel:+919123456780");
  await expect(panel).toContainText("Patel Constructions");
  await expect(panel).toContainText("Kerb Stone");
  await expect(panel).toContainText("₹20 Lakh - ₹50 Lakh");
  await expect(panel).toContainText("We need 600 kerb stones for a hospital approach road.");
  await expect(panel).toContainText(/Received \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(panel).toContainText("No replies yet");

  const replyBox = panel.getByRole("textbox", { name: "Reply" });
  await expect(replyBox).toHaveAttribute("rows", "8");
  const send = panel.getByRole("button", { name: "Send Reply" });
  await expect(send).toBeDisabled();
  await replyBox.fill("   ");
  await send.click();
  await expect(panel.getByText("Reply content cannot be empty")).toBeVisible();
  expect(await queryE2E("select 1 from message_replies where message_id = $1", [id])).toHaveLength(0);

  const text = `Thank you, ${tag}. 600 kerb stones can be delivered next week.`;
  await replyBox.fill(text);
  await expect(panel.getByText("Reply content cannot be empty")).toHaveCount(0);
  await send.click();
  await expect(toastWith(page, "Reply sent successfully!")).toBeVisible();
  await expect(replyBox).toHaveValue("");
  await expect(panel.getByRole("listitem").filter({ hasText: text })).toBeVisible();
  await expect(item(page, name)).toContainText("Resolved");
  await expect(tab(page, "Resolved")).toContainText("1");
  await expect(tab(page, "New")).toContainText("0");

  const rows = await queryE2E<{ body: string; status: string }>(
    "select r.body, m.status from message_replies r join contact_messages m on m.id = r.message_id where m.id = $1",
    [id],
  );
  expect(rows).toEqual([{ body: text, status: "resolved" }]);

  // Opening it again shows the stored reply.
  await page.reload();
  await searchFor(page, tag);
  await item(page, name).click();
  await expect(details(page).getByRole("listitem").filter({ hasText: text })).toBeVisible();
});

test("a failed reply says so; a failed refresh after a sent reply says 'Failed to send reply'", async ({ page }) => {
  const tag = uniqueSuffix("replyfail");
  const name = `Kiran ${tag}`;
  await seedMessages([{ name }]);
  await loginAsAdmin(page, "/admin/messages");
  await searchFor(page, tag);
  await item(page, name).click();
  const replyBox = details(page).getByRole("textbox", { name: "Reply" });

  await page.route("**/api/contact/reply", (route) => route.fulfill({ status: 500, json: { success: false, error: "Internal error" } }));
  await replyBox.fill("This one will not arrive");
  await details(page).getByRole("button", { name: "Send Reply" }).click();
  await expect(toastWith(page, "Failed to send reply. Please try again.")).toBeVisible();
  await expect(replyBox).toHaveValue("This one will not arrive");
  await page.unroute("**/api/contact/reply");

  // The reply goes through, the list reload after it fails.
  await page.route(isListCall, (route) => route.abort());
  await details(page).getByRole("button", { name: "Send Reply" }).click();
  await expect(toastWith(page, "Reply sent successfully!")).toBeVisible();
  await expect(toastWith(page, /^Failed to send reply$/)).toBeVisible();
  await expect(replyBox).toHaveValue("");
  const [row] = await queryE2E<{ status: string }>("select status from contact_messages where name = $1", [name]);
  expect(row.status).toBe("resolved");
});

test("staff mark a message resolved and new again by hand", async ({ page }) => {
  const tag = uniqueSuffix("status");
  const name = `Farhan ${tag}`;
  const [id] = await seedMessages([{ name }]);
  await loginAsAdmin(page, "/admin/messages");
  await searchFor(page, tag);
  await item(page, name).click();

  await details(page).getByRole("button", { name: "Mark as resolved" }).click();
  await expect(toastWith(page, "Message marked as resolved")).toBeVisible();
  await expect(details(page).getByRole("button", { name: "Mark as new" })).toBeVisible();
  await expect(item(page, name)).toContainText("Resolved");
  await expect.poll(async () => (await queryE2E("select status from contact_messages where id = $1", [id]))[0].status).toBe("resolved");

  await details(page).getByRole("button", { name: "Mark as new" }).click();
  await expect(toastWith(page, "Message marked as new")).toBeVisible();
  await expect(item(page, name)).toContainText("New");
  await expect.poll(async () => (await queryE2E("select status from contact_messages where id = $1", [id]))[0].status).toBe("new");
});

test("deleting asks first, removes the message and clears the selection", async ({ page }) => {
  const tag = uniqueSuffix("delete");
  const [keepId, goneId] = await seedMessages([
    { name: `Keep ${tag}`, ageMinutes: 2 },
    { name: `Gone ${tag}`, ageMinutes: 1 },
  ]);
  await loginAsAdmin(page, "/admin/messages");
  await searchFor(page, tag);
  await item(page, `Gone ${tag}`).click();

  await details(page).getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this message?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect(await queryE2E("select 1 from contact_messages where id = $1", [goneId])).toHaveLength(1);

  await details(page).getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete message" }).click();
  await expect(toastWith(page, "Message deleted successfully!")).toBeVisible();
  await expect(item(page, `Gone ${tag}`)).toHaveCount(0);
  await expect(item(page, `Keep ${tag}`)).toBeVisible();
  await expect(details(page)).toContainText("Select a message to view details");
  await expect(tab(page, "All Messages")).toContainText("1");
  expect(await queryE2E("select 1 from contact_messages where id = $1", [goneId])).toHaveLength(0);
  expect(await queryE2E("select 1 from contact_messages where id = $1", [keepId])).toHaveLength(1);
});

test("a manager may not delete a message: the server's refusal is shown and the message stays", async ({ page }) => {
  const tag = uniqueSuffix("mgr");
  const name = `Refused ${tag}`;
  const [id] = await seedMessages([{ name }]);
  const manager = await createManager(page.request);
  await loginAs(page, manager.email, manager.password);
  await gotoAdmin(page, "/admin/messages");
  await searchFor(page, tag);
  await item(page, name).click();
  await details(page).getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this message?" });
  await confirm.getByRole("button", { name: "Delete message" }).click();
  // Shown inside the modal, the only part of the page that is not inert.
  await expect(confirm.getByText("You do not have permission to do this")).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(item(page, name)).toBeVisible();
  expect(await queryE2E("select 1 from contact_messages where id = $1", [id])).toHaveLength(1);
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

test("on a phone the list and the detail take turns, with a way back @phone-only", async ({ page }) => {
  const tag = uniqueSuffix("phone");
  const name = `Phone ${tag}`;
  await seedMessages([{ name, message: "Quote for 2000 fly ash bricks please." }]);
  await loginAsAdmin(page, "/admin/messages");
  await searchFor(page, tag);
  await item(page, name).click();
  await expect(details(page).getByRole("heading", { name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Message list" })).toBeHidden();
  await details(page).getByRole("textbox", { name: "Reply" }).fill("We will call you today.");
  await details(page).getByRole("button", { name: "Send Reply" }).click();
  await expect(toastWith(page, "Reply sent successfully!")).toBeVisible();

  await details(page).getByRole("button", { name: "Back to messages" }).click();
  await expect(page.getByRole("region", { name: "Message list" })).toBeVisible();
  await expect(item(page, name)).toContainText("Resolved");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
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
