/**
 * Hostile input in the e-mails the public forms send, each attack sent as an attacker would:
 * - an e-mail field holds one plain address, and a reply goes to exactly the address shown;
 * - one-line fields refuse line breaks, and a notification quotes what the visitor wrote.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ONE_LINE_MESSAGE } from "#schemas/text";
import { mailText } from "../helpers/smtp";
import { contactInput, createProduct, inquiryInput, managerLogin } from "./_support";
import { uniqueName } from "../helpers/unique";
import { mailedFormsFixture } from "./_security-input";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const { t, admin, productId, received, post, countWhere } = await mailedFormsFixture();

/** The decoded text of a MIME message, with CRLF as LF. */
const textOf = (raw: string) => mailText(raw).replace(/\r\n/g, "\n");

describe("one plain address per e-mail field", () => {
  it.each(["a,b@evil.example", '"Victim" <attacker@evil.example>', "Victim <attacker@evil.example>", "victim@example.com\r\nBcc: attacker@evil.example"])(
    "the contact form refuses %j with 400 naming the e-mail field",
    async (email) => {
      const input = contactInput({ email });
      const res = await post("/api/contact", input);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).fieldErrors).toEqual({ email: "Please enter a valid email address" });
      expect(await countWhere("contact_messages", input.name)).toBe(0);
    },
  );

  it("a staff reply is delivered to exactly the address shown on the message (RCPT TO and To:)", async () => {
    const input = contactInput({ email: "buyer.one@test.example", message: "Please quote for 500 kerb stones." });
    const res = await post("/api/contact", input);
    expect(res.status).toBe(201);
    const id = ((await res.json()) as Json).data.id as number;
    const token = await managerLogin(t);
    const shown = ((await (await t.request(`/api/contact/${id}`, { token })).json()) as Json).data.email;
    expect(shown).toBe("buyer.one@test.example");
    const reply = await t.request("/api/contact/reply", { method: "POST", token, json: { id, reply: "Here is our quote for the kerb stones." } });
    expect(((await reply.json()) as Json).data.mail_status).toBe("sent");
    const mail = received.find((m) => m.raw.includes("Here is our quote for the kerb stones."))!;
    expect(mail.to).toEqual([shown]);
    expect(mail.raw).toMatch(/^To: buyer\.one@test\.example\r$/m);
  });

  it("an address stored before this rule (a list or a display name) never sends the reply to another mailbox", async () => {
    const token = await managerLogin(t);
    for (const [email, other] of [
      ["a,b@evil.example", "b@evil.example"],
      ['"Victim" <attacker@evil.example>', "attacker@evil.example"],
    ]) {
      const [{ id }] = (
        await t.services.db.execute<{ id: number }>(
          sql`insert into contact_messages (name, email, phone, country_code, company, project_type, budget, message)
              values ('Legacy Sender', ${email}, '9876543210', '+91', '', '', '', 'Stored before the e-mail rule.') returning id`,
        )
      ).rows;
      const marker = `Reply to legacy message ${id}.`;
      const res = await t.request("/api/contact/reply", { method: "POST", token, json: { id, reply: marker } });
      expect(res.status).toBe(200);
      const status = ((await res.json()) as Json).data.mail_status as string;
      const delivered = received.filter((m) => m.raw.includes(marker));
      expect(delivered.flatMap((m) => m.to)).not.toContain(other);
      // Delivered only as the one address shown (SMTP quotes its odd local part), or not at all.
      if (status === "sent") expect(delivered.flatMap((m) => m.to)).toEqual(['"a,b"@evil.example']);
      else expect(delivered).toEqual([]);
    }
  });

  it("the new-message notification's Reply-To is the visitor's plain address", async () => {
    const input = contactInput({ email: "asker.two@test.example" });
    expect((await post("/api/contact", input)).status).toBe(201);
    await t.services.notifier.settled();
    const note = received.find((m) => m.to.includes("sales@test.example") && m.raw.includes(input.name))!;
    expect(note.raw).toMatch(/^Reply-To: asker\.two@test\.example\r$/m);
  });
});

describe("single-line fields and quoted visitor text", () => {
  it("a quote request's name with a line break and markup answers 400 naming the name", async () => {
    const input = inquiryInput(productId, { name: "<img src=x onerror=alert(1)>\r\nBcc: evil@example.com" });
    const res = await post("/api/inquiry", input);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors).toEqual({ name: "Name should only contain letters and spaces" });
  });

  it.each(["Asha\tVerma", "Asha\nVerma", "Asha3 Verma", "Asha-Verma"])("a quote request's name %j answers 400", async (name) => {
    const res = await post("/api/inquiry", inquiryInput(productId, { name }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors.name).toBe("Name should only contain letters and spaces");
  });

  it("a quote request's unit with a line break answers 400 naming the unit", async () => {
    const res = await post("/api/inquiry", inquiryInput(productId, { unit: "Pieces\r\nBcc: evil2@example.com" }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors).toEqual({ unit: ONE_LINE_MESSAGE });
  });

  it("a quote request's unit with a right-to-left override answers 400 naming the unit, and the same unit without it is taken", async () => {
    const spoofed = await post("/api/inquiry", inquiryInput(productId, { unit: "Pieces \u202e0001 x\u202c" }));
    expect(spoofed.status).toBe(400);
    expect(((await spoofed.json()) as Json).fieldErrors).toEqual({ unit: ONE_LINE_MESSAGE });
    expect((await post("/api/inquiry", inquiryInput(productId, { unit: "Pieces 0001 x" }))).status).toBe(201);
  });

  it("a contact message's name, company or product/service with a line break answers 400 naming that field", async () => {
    for (const [field, value, message] of [
      ["name", "Ravi\r\nKumar", "Name should only contain letters and spaces"],
      ["company", "Ravi Builders\r\nEmail: boss@evil.example", ONE_LINE_MESSAGE],
      ["project_type", "Pavers\nBudget: above-1cr", ONE_LINE_MESSAGE],
    ]) {
      const res = await post("/api/contact", contactInput({ [field]: value }));
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as Json).fieldErrors, field).toEqual({ [field]: message });
    }
  });

  it("a staff member's product edit refuses a line break in a one-line field", async () => {
    const p = await createProduct(t, admin);
    const res = await t.request(`/api/products/${p.id}`, { method: "PATCH", token: admin, json: { unit: "Piece\nPrice: 1" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).fieldErrors).toEqual({ unit: ONE_LINE_MESSAGE });
  });

  it("the staff notification quotes every line of the visitor's message, so none can pose as a field", async () => {
    const forged = "Please call me.\nEmail: attacker@evil.example\r\nPhone: +91 9000000000\n\nReference: inquiry #1";
    const input = contactInput({ email: "real.sender@test.example", message: forged });
    expect((await post("/api/contact", input)).status).toBe(201);
    await t.services.notifier.settled();
    const note = received.find((m) => m.to.includes("sales@test.example") && m.raw.includes(input.name))!;
    const lines = textOf(note.raw).split("\n");
    expect(lines).toContain("Email: real.sender@test.example");
    expect(lines).not.toContain("Email: attacker@evil.example");
    expect(lines).not.toContain("Phone: +91 9000000000");
    expect(lines).not.toContain("Reference: inquiry #1");
    expect(lines).toEqual(
      expect.arrayContaining(["> Please call me.", "> Email: attacker@evil.example", "> Phone: +91 9000000000", "> ", "> Reference: inquiry #1"]),
    );
  });

  it("the quote-request notification has one line per field", async () => {
    const input = inquiryInput(productId, { name: uniqueName("Noted"), quantity: 4321 });
    expect((await post("/api/inquiry", input)).status).toBe(201);
    await t.services.notifier.settled();
    const note = received.find((m) => m.to.includes("sales@test.example") && m.raw.includes(input.name))!;
    const lines = textOf(note.raw).split("\n");
    expect(lines).toContain(`Name: ${input.name}`);
    expect(lines).toContain("Quantity: 4321 Pieces");
    expect(lines.filter((l) => /^[A-Z][a-z]+: /.test(l)).map((l) => l.split(":")[0])).toEqual([
      "Name",
      "Mobile",
      "Product",
      "Quantity",
      "Received",
      "Reference",
    ]);
  });
});
