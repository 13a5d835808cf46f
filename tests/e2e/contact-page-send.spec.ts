import { expect, test } from "@playwright/test";
import { fillValid, form, openContact, toasts } from "./contact-form";
import { uniqueSuffix } from "../helpers/unique";
import { queryE2E } from "./db";
import { holdRoute } from "./hold-route";

/**
 * Sending the contact page's enquiry form: a message sent, stored, confirmed and the form cleared; a server
 * failure that keeps what was typed; and a retry after a lost answer that stores the message once.
 */

test("a message is sent ('Sending...'), stored, confirmed in an alert and the form is cleared @phone", async ({ page }) => {
  await openContact(page);
  const name = `Contact Sender ${uniqueSuffix().replace(/\d/g, "")}`;
  await fillValid(page, name);
  const f = form(page);
  await f.getByRole("button", { name: /Country code/ }).click();
  await f.getByRole("combobox", { name: "Search country or code" }).fill("singapore");
  await f.getByRole("option", { name: /Singapore/ }).click();
  await f.getByLabel("Product/Service").fill("kerb");
  await f.getByRole("option", { name: "Kerb Stone" }).click();
  await f.getByLabel("Budget").selectOption("5lac-20lac");

  const release = await holdRoute(page, "**/api/contact");
  await f.getByRole("button", { name: "Send Message" }).click();
  const sending = f.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeDisabled();
  release();

  await expect(f.getByRole("alert").filter({ hasText: "Thank you for your inquiry! We will contact you soon." })).toBeVisible();
  await expect(toasts(page).getByText("Thank you for your inquiry! We will contact you soon.")).toBeVisible();
  await expect(f.getByRole("button", { name: "Send Message" })).toBeEnabled();
  for (const label of ["Name", "Email", "Phone", "Company", "Product/Service", "Project Details"])
    await expect(f.getByLabel(label, { exact: true })).toHaveValue("");
  await expect(f.getByLabel("Budget")).toHaveValue("");
  await expect(f.getByRole("button", { name: /Country code: India \+91/ })).toBeVisible();

  const rows = await queryE2E("select * from contact_messages where name = $1", [name]);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    email: "buyer@example.com",
    phone: "9876543210",
    country_code: "+65",
    company: "Verma Builders",
    project_type: "Kerb Stone",
    budget: "5lac-20lac",
    message: "We need 5000 paver blocks for a housing society in Surat.",
    status: "new",
  });
});

test("a server failure says 'Submission failed. Please try again later.' and keeps what was typed", async ({ page }) => {
  await openContact(page);
  await page.route("**/api/contact", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"success":false,"error":"down"}' }));
  await fillValid(page, "Server Trouble");
  const f = form(page);
  await f.getByRole("button", { name: "Send Message" }).click();
  const alert = f.getByRole("alert").filter({ hasText: "Submission failed. Please try again later." });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Your details are kept");
  await expect(f.getByLabel("Name")).toHaveValue("Server Trouble");
  await expect(f.getByLabel("Email")).toHaveValue("buyer@example.com");
  await expect(f.getByLabel("Project Details")).toHaveValue("We need 5000 paver blocks for a housing society in Surat.");
});

test("no message lost: after a network failure the retry sends the same Idempotency-Key and one row is stored", async ({ page }) => {
  await openContact(page);
  const name = `Flaky Contact ${uniqueSuffix().replace(/\d/g, "")}`;
  const keys: string[] = [];
  await page.route("**/api/contact", async (route) => {
    keys.push((await route.request().headerValue("idempotency-key")) ?? "");
    if (keys.length === 1) {
      // Stored on the server, but the answer is lost on the way back.
      await route.fetch();
      await route.abort("connectionreset");
    } else {
      await route.continue();
    }
  });
  await fillValid(page, name);
  const f = form(page);
  await f.getByRole("button", { name: "Send Message" }).click();
  const alert = f.getByRole("alert").filter({ hasText: "Submission failed. Please try again later." });
  await expect(alert).toContainText("We could not reach our server. Your details are kept — please try again.");
  await expect(f.getByLabel("Name")).toHaveValue(name);

  await f.getByRole("button", { name: "Send Message" }).click();
  await expect(f.getByRole("alert").filter({ hasText: "Thank you for your inquiry! We will contact you soon." })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await queryE2E("select id from contact_messages where name = $1", [name])).toHaveLength(1);
});
