import { expect, test } from "@playwright/test";
import { createManager, gotoAdmin, loginAs, loginAsAdmin, toastWith } from "./admin-helpers";
import { details, isListCall, item, searchFor, seedMessages, tab } from "./admin-message-list";
import { uniqueSuffix } from "../helpers/unique";
import { queryE2E } from "./db";

/**
 * Admin messages journeys on one message: its detail panel and a reply (sent, refused, failed), marking it
 * resolved or new by hand, deleting it (and a manager refused a delete), and the phone's list and detail
 * taking turns. Every test stores its own messages under a unique tag and searches for it
 * (admin-message-list.ts).
 */
test.describe.configure({ timeout: 180_000 });

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
