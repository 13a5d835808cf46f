/**
 * A customer's quotation link cannot be used to stall the server: its PDF is made once per version
 * of the quotation, in a worker thread, and kept (many downloads at once make it once); a new
 * version (an edited draft, a revision) gets a new PDF; reads of links are rate limited per address
 * (RATE_LIMIT_QUOTATION_READS), and a customer reading theirs gets the quotation and its PDF.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, indiaDay } from "#schemas/india-time";
import { pdfsMadeOffThread } from "../../server/core/pdf/thread";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { freshAddress } from "./_support";
import { QUOTATION_CUSTOMER } from "../helpers/quotation-customer";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const READS = 6;
let t: TestApp, admin: string;
beforeAll(async () => {
  ({ t, admin } = await createStaffTestApp({ RATE_LIMIT_QUOTATION_READS: String(READS) }));
});

const line = (i: number, rate = "45.50") => ({
  product_id: null,
  description: `Interlocking paver block, zig-zag, 80 mm, M-35 grade, line ${i + 1} of a long order`,
  hsn: "6810",
  quantity: String(1000 + i),
  unit: "Piece",
  rate,
  discount_pct: "5",
  gst_rate: 18,
});

const body = (lines: number, rate?: string): Json => ({
  ...QUOTATION_CUSTOMER,
  items: Array.from({ length: lines }, (_, i) => line(i, rate)),
  freight: null,
  valid_until: addDays(indiaDay(), 15),
  terms: "Payment 50% advance.",
  notes: "",
});

async function staff(method: string, path: string, json?: unknown): Promise<Json> {
  const res = await t.request(path, { method, token: admin, address: freshAddress(), ...(json === undefined ? {} : { json }) });
  expect(res.status, path).toBeLessThan(300);
  return ((await res.json()) as Json).data;
}
const tokenOf = (q: Json) => String(q.token_url).split("/q/")[1];

async function download(token: string, address = freshAddress()): Promise<Buffer> {
  return pdfOf(await t.request(`/api/q/${token}/pdf`, { address }));
}
/** A draft has no public link: staff download its PDF. */
const staffDownload = async (id: number) => pdfOf(await t.request(`/api/quotations/${id}/pdf`, { token: admin, address: freshAddress() }));

async function pdfOf(res: Response): Promise<Buffer> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const pdf = Buffer.from(await res.arrayBuffer());
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return pdf;
}

describe("the quotation PDF (finding: rendered on every request, no limit, no caching)", () => {
  it("20 downloads at once of a 50-line quotation make its PDF once, in the worker thread; each gets that file", async () => {
    const q = await staff("POST", "/api/quotations", body(50));
    await staff("POST", `/api/quotations/${q.id}/send`, { channel: "whatsapp" });
    const before = pdfsMadeOffThread();
    const pdfs = await Promise.all(Array.from({ length: 20 }, () => download(tokenOf(q))));
    expect(pdfsMadeOffThread() - before).toBe(1);
    for (const pdf of pdfs) expect(pdf.equals(pdfs[0])).toBe(true);
    // Later downloads are the kept file.
    expect((await download(tokenOf(q))).equals(pdfs[0])).toBe(true);
    expect(pdfsMadeOffThread() - before).toBe(1);
  });

  it("makes a new PDF for a new version: an edited draft, and a revision", async () => {
    const q = await staff("POST", "/api/quotations", body(2));
    const before = pdfsMadeOffThread();
    const first = await staffDownload(q.id);
    expect((await staffDownload(q.id)).equals(first)).toBe(true);
    expect(pdfsMadeOffThread() - before).toBe(1);

    await staff("PATCH", `/api/quotations/${q.id}`, body(2, "47.25"));
    const edited = await staffDownload(q.id);
    expect(edited.equals(first)).toBe(false);
    expect(pdfsMadeOffThread() - before).toBe(2);
    expect((await staffDownload(q.id)).equals(edited)).toBe(true);

    await staff("POST", `/api/quotations/${q.id}/send`, { channel: "whatsapp" });
    const revision = await staff("POST", `/api/quotations/${q.id}/revise`);
    // A revision's link opens once it is sent.
    await staff("POST", `/api/quotations/${revision.id}/send`, { channel: "whatsapp" });
    const made = pdfsMadeOffThread();
    const revised = await download(tokenOf(revision));
    expect(revised.equals(edited)).toBe(false);
    expect(pdfsMadeOffThread() - made).toBe(1);
  });

  it("limits reads of quotation links per address: past the limit 429 with Retry-After, other addresses unaffected", async () => {
    const q = await staff("POST", "/api/quotations", body(1));
    await staff("POST", `/api/quotations/${q.id}/send`, { channel: "whatsapp" });
    const token = tokenOf(q);
    const reader = freshAddress();
    for (let i = 0; i < READS; i++) {
      const res = await t.request(i % 2 ? `/api/q/${token}/pdf` : `/api/q/${token}`, { address: reader });
      expect(res.status, `read ${i + 1}`).toBe(200);
    }
    for (const path of [`/api/q/${token}`, `/api/q/${token}/pdf`, `/api/q/${"A".repeat(32)}`]) {
      const limited = await t.request(path, { address: reader });
      expect(limited.status, path).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await limited.json()) as Json).error).toBe("Too many requests. Please wait a moment and try again.");
    }
    // A customer on another address reads the quotation and downloads the PDF.
    const customer = freshAddress();
    const view = await t.request(`/api/q/${token}`, { address: customer });
    expect(view.status).toBe(200);
    expect(((await view.json()) as Json).data.number).toBe(q.number);
    await download(token, customer);
  });
});
