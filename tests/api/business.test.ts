import { describe, expect, it } from "vitest";
import type { BusinessDetails } from "#schemas/business";
import * as contactPage from "../../app/routes/site/contact";
import * as whoWeArePage from "../../app/routes/site/who-we-are";
import { BUSINESS_SEED } from "../../server/features/content/business";
import { createStaffTestApp } from "../helpers/app";
import { publicPageMeta, renderPublicPage } from "../helpers/render-page";

const { t, admin, manager } = await createStaffTestApp();

const PATH = "/api/site/business";
const copy = (over: (b: BusinessDetails) => void = () => {}): BusinessDetails => {
  const b = structuredClone(BUSINESS_SEED);
  over(b);
  return b;
};
const put = (json: unknown, token = admin) => t.request(PATH, { method: "PUT", json, token });

describe("GET /api/site/business", () => {
  it("answers the seeded details to staff", async () => {
    const res = await t.request(PATH, { token: manager });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: BusinessDetails };
    expect(body.success).toBe(true);
    expect(body.data.name).toBe("Shree Ganesh Cement Products");
    expect(body.data.yearEstablished).toBe(2009);
    expect(body.data.gstin).toBe("24ABCFS1234K1ZD");
    expect(body.data.phones.map((p) => p.number)).toEqual(["+91 98250 41234", "+91 261 239 7788", "+91 94311 56789"]);
  });

  it("answers 401 without a sign-in", async () => {
    expect((await t.request(PATH)).status).toBe(401);
    expect((await t.request(PATH, { method: "PUT", json: copy() })).status).toBe(401);
  });

  it("gives anyone the brand (name and short name) for the login page", async () => {
    const res = await t.request("/api/site/brand");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { name: "Shree Ganesh Cement Products", shortName: "Shree Ganesh" } });
  });
});

describe("PUT /api/site/business", () => {
  it("saves, writes the audit log, and the public pages, the brand and new quotations show the new values", async () => {
    const doc = copy((b) => {
      b.phones[1].number = "+91 261 555 0101";
      b.company.ceo = "Meera Shah";
      b.yearEstablished = 2007;
      b.formerName = "Formerly known as Ganesh Blocks";
      b.gstin = " 27aapfu0939f1zv ";
      b.social.youtube = "";
    });
    const res = await put(doc);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; message: string; data: BusinessDetails };
    expect(body).toMatchObject({ success: true, message: "Business details saved" });
    expect(body.data.gstin).toBe("27AAPFU0939F1ZV");

    const again = (await (await t.request(PATH, { token: admin })).json()) as { data: BusinessDetails };
    expect(again.data.phones[1].number).toBe("+91 261 555 0101");

    const contact = await renderPublicPage(t.services, contactPage, "/contact");
    expect(contact).toContain("+91 261 555 0101");
    expect(contact).toContain('href="tel:+912615550101"');
    expect(contact).not.toContain("+91 261 239 7788");
    expect(contact).not.toContain('aria-label="YouTube"'); // an empty social link is not shown
    expect(contact).toContain('aria-label="Facebook"');

    const about = await renderPublicPage(t.services, whoWeArePage, "/who-we-are");
    expect(about).toContain("Our journey began in 2007");
    expect(about).toContain("Trusted since 2007");
    expect(about).toContain("The company is led by Meera Shah");
    expect(about).toMatch(/Year of Establishment<\/th><td[^>]*>2007</);
    expect(about).toContain("27AAPFU0939F1ZV");
    // Its search description names the former name as saved.
    const aboutMeta = await publicPageMeta(t.services, whoWeArePage, "/who-we-are", "Acme Cement");
    expect(aboutMeta.find((m) => m.name === "description")?.content).toBe(
      "Acme Cement, formerly Ganesh Blocks, has made cement and concrete products in Surat since 2007. Our story and vision.",
    );

    const defaults = (await (await t.request("/api/quotations/defaults", { token: admin })).json()) as {
      data: { seller: { gstin: string; state_code: string; state_name: string; phones: string[] } };
    };
    expect(defaults.data.seller).toMatchObject({ gstin: "27AAPFU0939F1ZV", state_code: "27", state_name: "Maharashtra" });
    expect(defaults.data.seller.phones).toEqual(["+91 98250 41234", "+91 261 555 0101"]);

    const audit = await t.database.pool.query<{ details: { changes: Record<string, unknown> } }>(
      "select details from audit_log where action = 'content.business.update' order by id desc limit 1",
    );
    expect(Object.keys(audit.rows[0].details.changes).sort()).toEqual(["company", "formerName", "gstin", "phones", "social", "yearEstablished"]);
  });

  it("lets a manager save (200) and a new name is the brand", async () => {
    const res = await put(
      copy((b) => (b.name = "Shree Ganesh Precast")),
      manager,
    );
    expect(res.status).toBe(200);
    const brand = (await (await t.request("/api/site/brand")).json()) as { data: { name: string } };
    expect(brand.data.name).toBe("Shree Ganesh Precast");
    expect((await put(copy(), manager)).status).toBe(200);
  });

  it("answers 400 with each field's own message and saves nothing", async () => {
    const before = (await (await t.request(PATH, { token: admin })).json()) as { data: BusinessDetails };
    const res = await put(
      copy((b) => {
        b.name = " ";
        b.gstin = "24ABCFS1234K1Z5"; // the old placeholder: its check character is wrong
        b.social.instagram = "http://www.instagram.com/shreeganesh";
        b.social.facebook = "javascript:alert(1)";
        b.phones[1].number = "call us";
        b.emails[0].address = "not-an-address";
        b.addresses[0].lines = ["", " "];
        b.whatsapp.number = "+91 98250";
        b.yearEstablished = 3000;
        b.tagline = "Line one\nline two";
      }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { success: boolean; fieldErrors: Record<string, string> };
    expect(body.success).toBe(false);
    expect(body.fieldErrors).toMatchObject({
      name: "Enter the business name",
      gstin: "GSTIN check digit does not match",
      "social.instagram": "Enter a full https:// address, or leave it empty",
      "social.facebook": "Enter a full https:// address, or leave it empty",
      "phones.1.number": expect.stringMatching(/^Enter a phone number/),
      "emails.0.address": "Enter a valid e-mail address",
      "addresses.0.lines": "Enter the address",
      "whatsapp.number": expect.stringMatching(/^Enter the WhatsApp number/),
      yearEstablished: "The year established cannot be in the future",
      tagline: expect.stringMatching(/one line/),
    });
    const after = (await (await t.request(PATH, { token: admin })).json()) as { data: BusinessDetails };
    expect(after.data).toEqual(before.data);
  });

  it("refuses empty lists, too many entries and a GSTIN of the wrong shape", async () => {
    const res = await put(
      copy((b) => {
        b.phones = [];
        b.emails = Array.from({ length: 7 }, (_, i) => ({ label: `Mail ${i}`, address: `m${i}@example.in` }));
        b.gstin = "24ABCFS1234";
      }),
    );
    expect(res.status).toBe(400);
    const { fieldErrors } = (await res.json()) as { fieldErrors: Record<string, string> };
    expect(fieldErrors.phones).toBe("Add at least one phone number");
    expect(fieldErrors.emails).toBe("Please keep at most 6 e-mail addresses");
    expect(fieldErrors.gstin).toBe("GSTIN must be 15 characters");
  });
});
