/**
 * The customer's quotation page (/q/{token}): the whole journey from a quote request on the
 * site to an accepted quotation and a won lead, then the page's rules one by one: the mobile
 * number must match, a change request lands on the lead's timeline, an expired quotation offers
 * the contact page instead of the forms, accessibility, phones, the PDF, "Viewed", valid HTML and
 * the page's own JavaScript.
 */
import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext, type Browser, type Page, type Response } from "@playwright/test";
import type { LeadDetail, QuotationAnswer, QuotationDto } from "#schemas/wire";
import { adminToken, bearer, createInquiry, gotoAdmin, isoDateInDays, loginAsAdmin, toastWith } from "./admin-helpers";
import { expectNoSeriousA11yViolations } from "./a11y";
import { createCatalogue, gotoHydrated, requestBestPrice } from "./catalogue-data";
import { uniqueLetters, uniqueMobile, uniqueName } from "../helpers/unique";
import { queryE2E } from "./db";
import { htmlErrors, type HtmlDocument } from "./html-validator";

test.describe.configure({ timeout: 180_000 });

/** The token of a quotation's customer link (PUBLIC_URL/q/{token}). */
const tokenOf = (q: Pick<QuotationDto, "token_url">) => new URL(q.token_url).pathname.replace(/^\/q\//, "");

/** A quotation made by staff through the API from a quote request and sent on WhatsApp: what the customer's link opens. */
async function sentQuotation(request: APIRequestContext, opts: { mobile?: string; stateCode?: string } = {}) {
  const mobile = opts.mobile ?? uniqueMobile();
  const inquiry = await createInquiry(request, { mobile, name: uniqueName("Quote Buyer"), quantity: 400 });
  const auth = bearer(await adminToken(request));
  const prefill = await request.get(`/api/quotations/new-from-inquiry/${inquiry.id}`, { headers: auth });
  expect(prefill.status(), await prefill.text()).toBe(200);
  const input = { ...((await prefill.json()) as { data: Record<string, unknown> }).data };
  input.company = "Verma Builders";
  input.billing_address = "12 Ring Road\nAdajan, Surat 395009";
  input.state_code = opts.stateCode ?? "24";
  input.notes = "Prices include loading at our factory.";
  const created = await request.post("/api/quotations", { headers: auth, data: input });
  expect(created.status(), await created.text()).toBe(201);
  const quotation = ((await created.json()) as QuotationAnswer).data;
  const sent = await request.post(`/api/quotations/${quotation.id}/send`, { headers: auth, data: { channel: "whatsapp" } });
  expect(sent.status(), await sent.text()).toBe(200);
  return { inquiry, quotation, token: tokenOf(quotation), mobile, auth };
}

/** The lead as the admin API answers it. */
async function leadOf(request: APIRequestContext, id: number, auth: Record<string, string>): Promise<LeadDetail> {
  const res = await request.get(`/api/leads/${id}`, { headers: auth });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: LeadDetail }).data;
}

/** The customer's page in a browser that has never signed in anywhere. */
async function customerPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, `/q/${token}`);
  return page;
}

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

test("an expired quotation says so, offers the contact page and no forms @phone", async ({ browser, request }) => {
  const { token, quotation } = await sentQuotation(request);
  await queryE2E("update quotations set valid_until = (now() at time zone 'Asia/Kolkata')::date - 3 where id = $1", [quotation.id]);
  const page = await customerPage(browser, token);
  await expect(page.getByText("This quotation has expired")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact us for a fresh quotation" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("form")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Accept quotation" })).toHaveCount(0);
  // Still there to read and download.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quotation ${quotation.number}`);
  await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Contact us for a fresh quotation" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.context().close();
});

test("the page has no serious or critical accessibility violations, and fits a 390 px phone @phone", async ({ browser, request }) => {
  const { token } = await sentQuotation(request, { stateCode: "27" });
  const page = await customerPage(browser, token);
  // Maharashtra from Gujarat: IGST.
  await expect(page.getByText("IGST @ 18% on", { exact: false })).toBeVisible();
  await expect(page.getByText("CGST", { exact: false })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // With each form open, and the acceptance's messages showing.
  await page.getByRole("button", { name: "Request changes" }).click();
  await expect(page.getByRole("form", { name: "Request changes" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Accept quotation" }).click();
  await page.getByRole("button", { name: "Confirm acceptance" }).click();
  await expect(page.getByText("Enter your name")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
  await page.context().close();
});

test("an unknown link answers 404, not indexed, inside the site's frame", async ({ page }) => {
  const res = await page.goto("/q/no-such-quotation-token-AAAAAAAAAAAA");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Quotation not found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("link", { name: "Contact us" }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("Download PDF answers the quotation as a PDF; the page is not indexed nor cached", async ({ browser, request }) => {
  const { token } = await sentQuotation(request);
  const page = await customerPage(browser, token);
  const href = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  const html = await request.get(`/q/${token}`);
  expect(html.headers()["cache-control"]).toContain("no-store");
  expect(html.headers()["x-robots-tag"]).toContain("noindex");
  await page.context().close();
});

test("Viewed is the customer's visit: not a crawler's, not signed-in staff's", async ({ browser, page, request }) => {
  const { token, quotation } = await sentQuotation(request);
  const status = async () => (await queryE2E<{ status: string }>("select status from quotations where id = $1", [quotation.id]))[0].status;

  // A link preview or crawler reads the HTML only.
  const bot = await request.get(`/q/${token}`, { headers: { "User-Agent": "WhatsApp/2.23.20.0 A" } });
  expect(bot.status()).toBe(200);
  // Staff open the link from the admin in their own browser.
  await loginAsAdmin(page, "/admin/dashboard");
  await gotoHydrated(page, `/q/${token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quotation ${quotation.number}`);
  await page.waitForLoadState("networkidle");
  expect(await status()).toBe("sent");

  // The customer.
  const customer = await customerPage(browser, token);
  await expect.poll(status).toBe("viewed");
  await customer.context().close();
});

test("the page is valid HTML: open, expired and unknown as the server sends them, and with each form open", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const open = await sentQuotation(request);
  const expired = await sentQuotation(request);
  await queryE2E("update quotations set valid_until = (now() at time zone 'Asia/Kolkata')::date - 1 where id = $1", [expired.quotation.id]);
  const docs: HtmlDocument[] = [];
  for (const [label, path, status] of [
    ["open quotation", `/q/${open.token}`, 200],
    ["expired quotation", `/q/${expired.token}`, 200],
    ["unknown quotation", "/q/unknown-token", 404],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), label).toBe(status);
    docs.push({ label, html: await res.text() });
  }
  const page = await customerPage(browser, open.token);
  await page.getByRole("button", { name: "Accept quotation" }).click();
  await page.getByRole("button", { name: "Confirm acceptance" }).click();
  await expect(page.getByText("Enter your name")).toBeVisible();
  docs.push({ label: "the acceptance form with its messages", html: await page.content() });
  await page.getByRole("button", { name: "Request changes" }).click();
  await expect(page.getByRole("form", { name: "Request changes" })).toBeVisible();
  docs.push({ label: "the change request form", html: await page.content() });
  await page.context().close();
  expect(await htmlErrors(docs), "Nu HTML Checker errors").toEqual([]);
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

/** Gzip bytes of one answer, as budget.spec.ts counts them. */
async function gzipSize(res: Response): Promise<number> {
  const headers = await res.allHeaders();
  const length = Number(headers["content-length"]);
  if (headers["content-encoding"] && headers["content-encoding"] !== "identity" && length > 0) return length;
  return gzipSync(await res.body(), { level: 9 }).length;
}

test("the page's first load stays within the public JavaScript budget; the forms' code comes when asked for", async ({ browser, request }) => {
  const { token } = await sentQuotation(request);
  const page = await (await browser.newContext()).newPage();
  const scripts: Response[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script" && res.status() === 200) scripts.push(res);
  });
  await page.goto(`/q/${token}`, { waitUntil: "networkidle" });
  let js = 0;
  for (const res of scripts) js += await gzipSize(res);
  expect(js, scripts.map((r) => new URL(r.url()).pathname).join("\n")).toBeLessThanOrEqual(130 * 1024);

  // The forms' code comes when a customer reaches for them.
  const before = scripts.length;
  await page.getByRole("button", { name: "Request changes" }).hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
  await page.getByRole("button", { name: "Request changes" }).click();
  await expect(page.getByRole("form", { name: "Request changes" })).toBeVisible();
  await page.context().close();
});
