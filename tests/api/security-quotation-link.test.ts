/**
 * Accepting a quotation by anyone holding its link: each test reproduces an attack of the security
 * review and checks it now fails. The customer's number never leaves the server in full on the
 * public side (the API's answer, the page and the PDF show its last four digits), so matching it
 * means something; a draft's link is no link; a version replaced by a newer one sent since says so
 * and cannot be accepted. The customer accepting their current quotation still works.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, indiaDay } from "#schemas/india-time";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { renderPublicPage } from "../helpers/render-page";
import { freshAddress } from "./_support";
import { uniqueMobile, uniqueName } from "../helpers/unique";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp, admin: string;
beforeAll(async () => {
  ({ t, admin } = await createStaffTestApp({ PUBLIC_URL: "https://shop.test.example" }));
});

const call = async (method: string, path: string, json?: unknown, token?: string) => {
  const res = await t.request(path, { method, token, address: freshAddress(), ...(json === undefined ? {} : { json }) });
  const text = await res.text();
  return { status: res.status, text, body: (text.startsWith("{") ? JSON.parse(text) : {}) as Json };
};

/** A quotation made by staff for `phone`; sent on WhatsApp unless `draft`. */
async function quotation(phone: string, opts: { draft?: boolean } = {}): Promise<Json> {
  const made = await call(
    "POST",
    "/api/quotations",
    {
      customer_name: uniqueName("Ravi"),
      billing_address: "12 MG Road\nPune 411001",
      state_code: "27",
      country_code: "+91",
      phone,
      items: [{ description: "Zig-Zag Paver 60 mm", hsn: "6810", quantity: "1000", unit: "Piece", rate: "7", discount_pct: "0", gst_rate: 18 }],
      valid_until: addDays(indiaDay(), 15),
    },
    admin,
  );
  expect(made.status, made.text).toBe(201);
  if (!opts.draft) await send(made.body.data.id);
  return made.body.data;
}
const send = async (id: number) => expect((await call("POST", `/api/quotations/${id}/send`, { channel: "whatsapp" }, admin)).status).toBe(200);
const tokenOf = (q: Json) => String(q.token_url).split("/q/")[1];
const accept = (token: string, mobile: string) => call("POST", `/api/q/${token}/accept`, { name: "Mallory", mobile });
const page = async (token: string) => renderPublicPage(t.services, await import("../../app/routes/site/quotation"), `/q/${token}`, "/q/:token");
/** The number as a person or a pattern might write it: 9876543210, 98765 43210, 98765-43210. */
const fullNumberIn = (text: string, mobile: string) => text.replace(/[\s-]/g, "").includes(mobile);

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  return texts.join(" ");
}

describe("the customer's number on the public side", () => {
  it("is never sent in full: the API's answer, the page's loader data and HTML, and the PDF show its last four digits", async () => {
    const mobile = uniqueMobile();
    const q = await quotation(mobile);
    const token = tokenOf(q);

    const answer = await call("GET", `/api/q/${token}`);
    expect(answer.status).toBe(200);
    expect(fullNumberIn(answer.text, mobile)).toBe(false);
    expect(answer.body.data.phone).toBe(`••••••${mobile.slice(-4)}`);

    // What the page's loader hands to the browser (its hydration data), and the HTML it renders.
    const loaderData = JSON.stringify(await t.services.quotations.viewByToken(token, { staff: true }));
    expect(fullNumberIn(loaderData, mobile)).toBe(false);
    const html = await page(token);
    expect(fullNumberIn(html, mobile)).toBe(false);
    expect(html).toContain(`+91 ••••••${mobile.slice(-4)}`);

    const pdf = await t.request(`/api/q/${token}/pdf`, { address: freshAddress() });
    expect(pdf.status).toBe(200);
    const text = await pdfText(await pdf.arrayBuffer());
    expect(fullNumberIn(text, mobile)).toBe(false);
    expect(text).toContain(`••••••${mobile.slice(-4)}`);

    // Staff still see the whole number.
    expect((await call("GET", `/api/quotations/${q.id}`, undefined, admin)).body.data.phone).toBe(mobile);
  });

  it("so what the link shows does not accept: the review's attack (read the number, accept as Mallory) is refused", async () => {
    const mobile = uniqueMobile();
    const q = await quotation(mobile);
    const token = tokenOf(q);
    const shown = (await call("GET", `/api/q/${token}`)).body.data.phone as string;
    for (const guess of [shown, shown.replace(/\D/g, ""), `987654${mobile.slice(-4)}`.slice(-10)].filter((g) => g !== mobile)) {
      expect((await accept(token, guess)).status, guess).toBe(400);
    }
    expect((await call("GET", `/api/quotations/${q.id}`, undefined, admin)).body.data.status).not.toBe("accepted");
  });

  it("the customer accepts their current quotation with their own number", async () => {
    const mobile = uniqueMobile();
    const q = await quotation(mobile);
    const ok = await accept(tokenOf(q), mobile);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.message).toBe(`Thank you! Your acceptance of ${q.number} has been sent to ${q.seller.name}.`);
    expect((await call("GET", `/api/quotations/${q.id}`, undefined, admin)).body.data.status).toBe("accepted");
  });
});

describe("a draft's link", () => {
  it("answers 404 as an unknown link does, to a view, the PDF, acceptance and a change request; once sent it opens", async () => {
    const mobile = uniqueMobile();
    const d = await quotation(mobile, { draft: true });
    const token = tokenOf(d);
    const unknown = await call("GET", `/api/q/${"A".repeat(32)}`);
    const view = await call("GET", `/api/q/${token}`);
    expect(view.status).toBe(404);
    expect(view.body).toEqual(unknown.body);
    expect((await t.request(`/api/q/${token}/pdf`, { address: freshAddress() })).status).toBe(404);
    const refused = await accept(token, mobile);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe("Quotation not found");
    expect((await call("POST", `/api/q/${token}/changes`, { message: "Cheaper please" })).status).toBe(404);
    expect((await call("GET", `/api/quotations/${d.id}`, undefined, admin)).body.data.status).toBe("draft");

    await send(d.id);
    expect((await call("GET", `/api/q/${token}`)).status).toBe(200);
  });
});

describe("an earlier version once a new one is sent", () => {
  it("says it has been replaced, links to the new one, and cannot be accepted (409); the new one can", async () => {
    const mobile = uniqueMobile();
    const q = await quotation(mobile);
    const r1 = (await call("POST", `/api/quotations/${q.id}/revise`, {}, admin)).body.data as Json;
    // A new version still a draft replaces nothing.
    expect((await call("GET", `/api/q/${tokenOf(q)}`)).body.data.replaced_by).toBeNull();
    await send(r1.id);

    const old = await call("GET", `/api/q/${tokenOf(q)}`);
    expect(old.body.data.replaced_by).toEqual({ number: r1.number, path: `/q/${tokenOf(r1)}` });
    const refused = await accept(tokenOf(q), mobile);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`This quotation has been replaced by ${r1.number}`);
    expect((await call("GET", `/api/quotations/${q.id}`, undefined, admin)).body.data.status).not.toBe("accepted");

    const html = await page(tokenOf(q));
    expect(html).toContain(`This quotation has been replaced by ${r1.number}`);
    expect(html).toContain(`href="/q/${tokenOf(r1)}"`);
    expect(html).not.toContain("Accept quotation");

    const current = await call("GET", `/api/q/${tokenOf(r1)}`);
    expect(current.body.data.replaced_by).toBeNull();
    expect((await accept(tokenOf(r1), mobile)).status).toBe(200);
    // The original stays replaced: one offer stands.
    expect((await accept(tokenOf(q), mobile)).status).toBe(409);
  });

  it("an offer accepted stays accepted: a newer version of it is not sent (409), and accepting it again answers the same", async () => {
    const mobile = uniqueMobile();
    const q = await quotation(mobile);
    expect((await accept(tokenOf(q), mobile)).status).toBe(200);
    const r1 = (await call("POST", `/api/quotations/${q.id}/revise`, {}, admin)).body.data as Json;
    const refused = await call("POST", `/api/quotations/${r1.id}/send`, { channel: "whatsapp" }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("The customer has accepted another version of this quotation");
    expect((await call("GET", `/api/quotations/${r1.id}`, undefined, admin)).body.data).toMatchObject({ status: "draft", sent_at: null });
    const old = await call("GET", `/api/q/${tokenOf(q)}`);
    expect(old.body.data).toMatchObject({ status: "accepted", replaced_by: null });
    expect((await accept(tokenOf(q), mobile)).status).toBe(200);
  });
});

describe("accepting an old version while a newer one is sent", () => {
  it("lets exactly one of them happen, round after round: never an accepted old version and a sent new one", async () => {
    for (let round = 0; round < 8; round++) {
      const mobile = uniqueMobile();
      const q = await quotation(mobile);
      const r1 = (await call("POST", `/api/quotations/${q.id}/revise`, {}, admin)).body.data as Json;
      // The customer's accept of version 1 and staff's send of version 2, fired at the same moment.
      const [accepted, sent] = await Promise.all([accept(tokenOf(q), mobile), call("POST", `/api/quotations/${r1.id}/send`, { channel: "whatsapp" }, admin)]);
      const original = (await call("GET", `/api/quotations/${q.id}`, undefined, admin)).body.data as Json;
      const revision = (await call("GET", `/api/quotations/${r1.id}`, undefined, admin)).body.data as Json;
      if (accepted.status === 200) {
        expect(sent.status, sent.text).toBe(409);
        expect(sent.body.error).toBe("The customer has accepted another version of this quotation");
        expect(original.status).toBe("accepted");
        expect(revision).toMatchObject({ status: "draft", sent_at: null });
      } else {
        expect(sent.status, sent.text).toBe(200);
        expect(accepted.status, accepted.text).toBe(409);
        expect(accepted.body.error).toBe(`This quotation has been replaced by ${r1.number}`);
        expect(original.status).not.toBe("accepted");
        expect(revision.status).toBe("sent");
      }
    }
  });
});
