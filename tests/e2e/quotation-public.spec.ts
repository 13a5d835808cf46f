/**
 * The customer's quotation page (/q/{token}): the issue's whole journey from a quote request on the
 * site to an accepted quotation and a won lead, then the forms' rules: the mobile number must match
 * (ten digits, or a UAE customer's nine), a change request lands on the lead's timeline, and a lost
 * answer is sent again and accepted once. The page itself (expired, unknown, accessibility, the PDF,
 * "Viewed", valid HTML, its JavaScript) is in quotation-public-page.spec.ts.
 */
import { expect, test, type Page } from "@playwright/test";
import type { QuotationAnswer } from "#schemas/wire";
import { adminToken, bearer, gotoAdmin, isoDateInDays, loginAsAdmin, toastWith } from "./admin-helpers";
import { createCatalogue, gotoHydrated, requestBestPrice } from "./catalogue-data";
import { customerPage, leadOf, sentQuotation, tokenOf } from "./quotation-link";
import { uniqueLetters, uniqueName } from "../helpers/unique";
import { queryE2E } from "./db";

test.describe.configure({ timeout: 180_000 });

test("the issue's journey: a quote request, a quotation sent on WhatsApp, accepted online; the lead is won", async ({ browser, page }) => {
  // A visitor asks for the best price on a category page.
  const catalogue = await createCatalogue("Quote Slabs");
  const { product } = catalogue;
  const visitor = await (await browser.newContext()).newPage();
  const { name, mobile, inquiry } = await requestBestPrice(visitor, catalogue, "Quote Buyer", "400");
  await visitor.context().close();

  // Staff make a quotation from the lead and send it on WhatsApp.
  const { quotationId, token } = await staffQuoteAndSend(page, inquiry.id, mobile);

  // The customer opens the link in a fresh browser and accepts.
  const customer = await customerPage(browser, token);
  const [row] = await queryE2E<{ number: string }>("select number from quotations where id = $1", [quotationId]);
  await expect(customer).toHaveTitle(`Quotation ${row.number} – Shree Ganesh Cement Products`);
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText(`Quotation ${row.number}`);
  await expect(customer.getByText(name).first()).toBeVisible();
  // 400 Square Feet at ₹1,250 = ₹5,00,000 taxable; Gujarat to Gujarat: CGST 9% + SGST 9% = ₹90,000; ₹5,90,000 in all.
  await expect(customer.getByText(product.name).filter({ visible: true })).toBeVisible();
  await expect(customer.getByText("CGST @ 9% on ₹5,00,000.00")).toBeVisible();
  await expect(customer.getByText("SGST @ 9% on ₹5,00,000.00")).toBeVisible();
  await expect(customer.getByText("₹5,90,000.00")).toBeVisible();
  await expect(customer.getByText("Rupees Five Lakh Ninety Thousand only")).toBeVisible();
  await expect(customer.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `/api/q/${token}/pdf`);

  await customer.getByRole("button", { name: "Accept quotation" }).click();
  const accept = customer.getByRole("form", { name: "Accept quotation" });
  await expect(accept.getByLabel("Your name")).toBeFocused();
  await accept.getByLabel("Your name").fill(name);
  await accept.getByLabel("Mobile number").fill(mobile);
  await accept.getByLabel("Delivery note").fill("Deliver to the Adajan site gate, mornings only.");
  await accept.getByRole("button", { name: "Confirm acceptance" }).click();
  await expect(customer.getByRole("status").filter({ hasText: "Quotation accepted" })).toContainText(
    `Thank you! Your acceptance of ${row.number} has been sent to Shree Ganesh Cement Products.`,
  );
  await expect(customer.getByRole("form", { name: "Accept quotation" })).toHaveCount(0);
  await expect(customer.getByRole("button", { name: "Accept quotation" })).toHaveCount(0);

  // Reopened, the page says it was accepted and offers no forms.
  await gotoHydrated(customer, `/q/${token}`);
  await expect(customer.getByText(/You accepted this quotation on/)).toBeVisible();
  await expect(customer.getByRole("form")).toHaveCount(0);
  await customer.context().close();

  // Staff see the lead won and the quotation accepted.
  await gotoAdmin(page, `/admin/inquiries/${inquiry.id}`);
  await expect(page.getByRole("combobox", { name: "Stage" })).toHaveValue("won");
  await staffSeesAccepted(page, quotationId);
  const [stored] = await queryE2E<{ status: string; accepted_name: string; delivery_note: string }>(
    "select status, accepted_name, delivery_note from quotations where id = $1",
    [quotationId],
  );
  expect(stored).toEqual({ status: "accepted", accepted_name: name, delivery_note: "Deliver to the Adajan site gate, mornings only." });
});

/**
 * Staff, in the admin: the lead's "Create quotation", the form prefilled from the request (they add
 * the billing address and state), "Save quotation", then "Send on WhatsApp", whose message carries
 * the customer's link. Answers the quotation's id and the link's token.
 */
async function staffQuoteAndSend(page: Page, inquiryId: number, mobile: string): Promise<{ quotationId: number; token: string }> {
  await loginAsAdmin(page, `/admin/inquiries/${inquiryId}`);
  await page.getByRole("link", { name: "Create quotation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New quotation" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Phone" })).toHaveValue(mobile);
  await page.getByRole("textbox", { name: "Billing address" }).fill("12 Ring Road, Adajan, Surat 395009");
  await page.getByRole("combobox", { name: "State" }).selectOption("24");
  await page.getByRole("button", { name: "Save quotation" }).click();
  await expect(page).toHaveURL(/\/admin\/quotations\/\d+$/);
  const quotationId = Number(new URL(page.url()).pathname.split("/").pop());

  // WhatsApp itself is not reached: its page is answered here, and the message read from its address.
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }));
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: /Send on WhatsApp/ }).click();
  const chat = await popup;
  await expect.poll(() => chat.url()).toMatch(new RegExp(`^https://wa\\.me/91${mobile}\\?text=`));
  const message = new URL(chat.url()).searchParams.get("text") ?? "";
  await chat.close();
  const token = /\/q\/([\w-]+)/.exec(message)?.[1];
  expect(token, `the link in the WhatsApp message: ${message}`).toBeTruthy();
  await expect(toastWith(page, /sent/i)).toBeVisible();
  return { quotationId, token: token! };
}

/** The quotation's own admin page shows it Accepted. */
async function staffSeesAccepted(page: Page, quotationId: number) {
  await gotoAdmin(page, `/admin/quotations/${quotationId}`);
  await expect(page.getByText("Accepted", { exact: true }).first()).toBeVisible();
}

test("a mobile number that is not the quotation's is refused under the field; nothing is accepted", async ({ browser, request }) => {
  const { token, quotation } = await sentQuotation(request);
  const page = await customerPage(browser, token);
  await page.getByRole("button", { name: "Accept quotation" }).click();
  const accept = page.getByRole("form", { name: "Accept quotation" });

  // The shared schema's messages, in the browser.
  await accept.getByRole("button", { name: "Confirm acceptance" }).click();
  await expect(accept.getByLabel("Your name")).toHaveAccessibleDescription("Enter your name");
  await expect(accept.getByLabel("Your name")).toBeFocused();
  await accept.getByLabel("Your name").fill("Asha Verma");
  await accept.getByLabel("Mobile number").fill("98765");
  await accept.getByRole("button", { name: "Confirm acceptance" }).click();
  await expect(accept.getByLabel("Mobile number")).toHaveAccessibleDescription(/Enter a 10-digit mobile number/);

  // The server's: ten digits, but not the number the quotation was made for.
  const wrong = quotation.phone === "9000000001" ? "9000000002" : "9000000001";
  await accept.getByLabel("Mobile number").fill(wrong);
  await accept.getByRole("button", { name: "Confirm acceptance" }).click();
  await expect(accept.getByLabel("Mobile number")).toHaveAccessibleDescription(/This mobile number does not match the quotation/);
  await expect(accept.getByLabel("Mobile number")).toBeFocused();
  await expect(accept.getByLabel("Your name")).toHaveValue("Asha Verma");
  const [row] = await queryE2E<{ status: string }>("select status from quotations where id = $1", [quotation.id]);
  expect(row.status).not.toBe("accepted");
  await page.context().close();
});

test("a customer in the UAE accepts with their 9-digit number: the field asks for 9 digits and names a wrong length @phone", async ({ browser, request }) => {
  const auth = bearer(await adminToken(request));
  const mobile = `5${String(Date.now() % 1e8).padStart(8, "0")}`;
  const valid = isoDateInDays(10);
  const created = await request.post("/api/quotations", {
    headers: auth,
    data: {
      customer_name: uniqueName("Dubai Buyer"),
      billing_address: "Warehouse 4, Al Quoz, Dubai",
      state_code: "24",
      country_code: "+971",
      phone: mobile,
      items: [{ description: "Paver block 80 mm", hsn: "6810", quantity: "2000", unit: "Piece", rate: "48", discount_pct: "0", gst_rate: 18 }],
      valid_until: valid,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quotation = ((await created.json()) as QuotationAnswer).data;
  const sent = await request.post(`/api/quotations/${quotation.id}/send`, { headers: auth, data: { channel: "whatsapp" } });
  expect(sent.status(), await sent.text()).toBe(200);

  const page = await customerPage(browser, tokenOf(quotation));
  await page.getByRole("button", { name: "Accept quotation" }).click();
  const accept = page.getByRole("form", { name: "Accept quotation" });
  const number = accept.getByLabel("Mobile number");
  await expect(number).toHaveAccessibleDescription(/9 digits, the number the quotation was sent to/);
  await accept.getByLabel("Your name").fill("Omar Haddad");
  await number.fill(mobile.slice(0, 8));
  await accept.getByRole("button", { name: "Confirm acceptance" }).click();
  await expect(number).toHaveAccessibleDescription(/Enter a 9-digit mobile number/);

  await number.fill(mobile);
  await accept.getByRole("button", { name: "Confirm acceptance" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Quotation accepted" })).toContainText(`Thank you! Your acceptance of ${quotation.number}`);
  const [row] = await queryE2E<{ status: string; accepted_mobile: string }>("select status, accepted_mobile from quotations where id = $1", [quotation.id]);
  expect(row).toEqual({ status: "accepted", accepted_mobile: mobile });
  await page.context().close();
});

test("a change request is thanked and lands on the lead's timeline @phone", async ({ browser, request }) => {
  const { token, inquiry, auth } = await sentQuotation(request);
  const page = await customerPage(browser, token);
  await page.getByRole("button", { name: "Request changes" }).click();
  const changes = page.getByRole("form", { name: "Request changes" });
  await expect(changes.getByLabel("What should change?")).toBeFocused();
  await changes.getByRole("button", { name: "Send request" }).click();
  await expect(changes.getByLabel("What should change?")).toHaveAccessibleDescription("Tell us what to change");

  const ask = `Please quote 600 instead of 400, and grey colour (${uniqueLetters()}).`;
  await changes.getByLabel("What should change?").fill(ask);
  await changes.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Request sent" })).toContainText("Your request has been sent. We will get back to you soon.");
  // Accepting is still possible.
  await page.getByRole("button", { name: "Accept quotation" }).click();
  await expect(page.getByRole("form", { name: "Accept quotation" })).toBeVisible();
  await page.context().close();

  const lead = await leadOf(request, inquiry.id, auth);
  expect(lead.timeline.map((e) => e.body)).toContain(`Change request from the customer: ${ask}`);
});

test("a lost answer is sent again with the same Idempotency-Key: the quotation is accepted once @phone", async ({ browser, request }) => {
  const { token, quotation, mobile, inquiry, auth } = await sentQuotation(request);
  const page = await customerPage(browser, token);
  const keys: string[] = [];
  await page.route(`**/api/q/${token}/accept`, async (route) => {
    keys.push((await route.request().headerValue("idempotency-key")) ?? "");
    if (keys.length === 1) {
      // The acceptance reaches the server and is stored, but its answer never comes back.
      await route.fetch();
      await route.abort("connectionreset");
    } else await route.continue();
  });
  await page.getByRole("button", { name: "Accept quotation" }).click();
  const accept = page.getByRole("form", { name: "Accept quotation" });
  await accept.getByLabel("Your name").fill("Asha Verma");
  await accept.getByLabel("Mobile number").fill(mobile);
  await accept.getByRole("button", { name: "Confirm acceptance" }).click();
  await expect(accept.getByRole("alert")).toContainText("We could not reach our server. Your details are kept — please try again.");
  await expect(accept.getByLabel("Mobile number")).toHaveValue(mobile);
  await accept.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Quotation accepted" })).toContainText(`Thank you! Your acceptance of ${quotation.number}`);
  await page.context().close();

  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const lead = await leadOf(request, inquiry.id, auth);
  expect(lead.stage).toBe("won");
  expect(lead.timeline.filter((e) => e.kind === "stage" && /Won/.test(e.summary))).toHaveLength(1);
});
