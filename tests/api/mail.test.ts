/**
 * E-mail through a real SMTP server on loopback (the smtp-server package): replies reach the
 * visitor, new inquiries are announced to NOTIFY_EMAIL after the commit, and a dead mail server
 * is recorded as 'failed' without failing anyone's request.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { mailText, startSmtpCapture, type Mail } from "../helpers/smtp";
import { TEST_ADMIN } from "../helpers/test-env";
import { anyProductId, contactInput, createMessage, freshAddress, inquiryInput, managerLogin } from "./_support";

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let received: Mail[];
let port: number;

/** Wait until a message matching `match` has arrived (mail is sent in the background). */
async function arrival(match: (m: Mail) => boolean, timeoutMs = 5000): Promise<Mail> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const found = received.find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no matching e-mail within ${timeoutMs} ms; received: ${received.map((m) => m.to.join(",")).join(" | ")}`);
}

const textOf = mailText;

let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  ({ received, port } = smtp);
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "shop@test.example", NOTIFY_EMAIL: "sales@test.example" });
});
afterAll(async () => {
  await smtp.close();
});

describe("reply e-mail", () => {
  it("sends the reply text to the sender of the message and records mail_status 'sent'", async () => {
    const m = await createMessage(t, { email: "visitor-reply@test.example", message: "Do you deliver paver blocks to Nashik?" });
    const token = await managerLogin(t);
    const res = await t.request("/api/contact/reply", { method: "POST", token, json: { id: m.id, reply: "Yes, we deliver to Nashik within 3 days." } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { mail_status: string } };
    expect(body.data.mail_status).toBe("sent");
    const mail = await arrival((x) => x.to.includes("visitor-reply@test.example"));
    expect(mail.from).toBe("shop@test.example");
    const text = textOf(mail.raw);
    expect(text).toContain("Yes, we deliver to Nashik within 3 days.");
    expect(text).toContain(`Dear ${m.name}`);
    expect(text).toContain("> Do you deliver paver blocks to Nashik?");
    expect(mail.raw).toMatch(/^Subject: Re: your enquiry/m);
    expect(mail.raw).toMatch(/^Reply-To: manager@test\.example/m);
    const detail = (await (await t.request(`/api/contact/${m.id}`, { token })).json()) as { data: { replies: { mail_status: string }[] } };
    expect(detail.data.replies[0].mail_status).toBe("sent");
  });
});

describe("new-inquiry notifications", () => {
  it("announces a quote request and a message to NOTIFY_EMAIL after answering the visitor", async () => {
    const productId = await anyProductId(t);
    const inquiry = inquiryInput(productId, { quantity: 1234 });
    const res = await t.request("/api/inquiry", { method: "POST", json: inquiry, address: freshAddress() });
    expect(res.status).toBe(201);
    const mail = await arrival((x) => x.to.includes("sales@test.example") && x.raw.includes(inquiry.name));
    expect(mail.raw).toMatch(/^Subject: New quote request: .*\(1234 Pieces\)/m);
    expect(textOf(mail.raw)).toContain("Mobile: +91 9123456780");

    const message = contactInput({ email: "asker@test.example" });
    expect((await t.request("/api/contact", { method: "POST", json: message, address: freshAddress() })).status).toBe(201);
    const note = await arrival((x) => x.to.includes("sales@test.example") && x.raw.includes(message.name));
    expect(note.raw).toMatch(/^Reply-To: asker@test\.example/m);
    expect(textOf(note.raw)).toContain(message.message);
  });

  it("does not announce a replayed submission or a honeypot one", async () => {
    const productId = await anyProductId(t);
    const inquiry = inquiryInput(productId);
    const key = crypto.randomUUID();
    for (let i = 0; i < 2; i++)
      await t.request("/api/inquiry", { method: "POST", json: inquiry, headers: { "idempotency-key": key }, address: freshAddress() });
    const bot = inquiryInput(productId, { website: "x" });
    await t.request("/api/inquiry", { method: "POST", json: bot, address: freshAddress() });
    await arrival((x) => x.raw.includes(inquiry.name));
    await t.services.notifier.settled();
    expect(received.filter((x) => x.raw.includes(inquiry.name))).toHaveLength(1);
    expect(received.filter((x) => x.raw.includes(bot.name))).toHaveLength(0);
  });
});

describe("a mail server that is down", () => {
  it("records mail_status 'failed' and still answers the reply and the inquiry", async () => {
    const closed = await new Promise<number>((resolve) => {
      const s = net.createServer();
      s.listen(0, "127.0.0.1", () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${closed}`, NOTIFY_EMAIL: "sales@test.example" });
    const m = await createMessage(down);
    const token = await down.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await down.request("/api/contact/reply", { method: "POST", token, json: { id: m.id, reply: "Hello" } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { mail_status: string } }).data.mail_status).toBe("failed");
    const inquiry = await down.request("/api/inquiry", { method: "POST", json: inquiryInput(await anyProductId(down)), address: freshAddress() });
    expect(inquiry.status).toBe(201);
    await down.services.notifier.settled();
  });
});
