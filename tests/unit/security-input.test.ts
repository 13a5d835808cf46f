import { describe, expect, it } from "vitest";
import { requestHash, stableJson } from "../../server/core/idempotency";
import { createNotifier } from "../../server/features/notifications/notifications";
import { createLogger } from "../../server/core/log";
import { oneLine, quoted, type Mailer } from "../../server/core/mail";

describe("request hashes of Idempotency-Keys", () => {
  it("do not depend on key order, at any depth", () => {
    expect(stableJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: "x" } })).toBe('{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}');
    expect(requestHash({ name: "Asha", quantity: 3 })).toBe(requestHash({ quantity: 3, name: "Asha" }));
  });

  it("differ when any value differs, and are SHA-256 in hex", () => {
    expect(requestHash({ name: "Asha", quantity: 3 })).not.toBe(requestHash({ name: "Asha", quantity: 4 }));
    expect(requestHash({})).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("mail text helpers", () => {
  it("oneLine turns every control character and line separator into a space", () => {
    expect(oneLine("Asha\r\nBcc: x@evil.example")).toBe("Asha Bcc: x@evil.example");
    expect(oneLine(" a\tb\u2028c\u0000 ")).toBe("a b c");
  });

  it("quoted prefixes every line, whatever its line break, with '> '", () => {
    expect(quoted("one\r\ntwo\nthree\rfour\u2028five")).toBe("> one\n> two\n> three\n> four\n> five");
    expect(quoted("")).toBe("> ");
  });
});

describe("notifications", () => {
  /** A mailer that keeps what it was asked to send (the SMTP side is tested in tests/api/mail.test.ts). */
  function recordingMailer() {
    const sent: Parameters<Mailer["send"]>[0][] = [];
    const mailer: Mailer = {
      configured: true,
      send: async (msg) => {
        sent.push(msg);
        return true;
      },
    };
    return { sent, mailer };
  }

  it("keep each field on its line even for a value stored with line breaks", async () => {
    const { sent, mailer } = recordingMailer();
    const notifier = createNotifier(mailer, "sales@test.example", createLogger("silent"));
    notifier.newInquiry({
      id: 7,
      product_id: 1,
      product_name: "Paver\nPrice: 1",
      category_name: "Pavers",
      name: "Asha\r\nBcc: evil@example.com",
      countryCode: "+91",
      mobno: "9876543210",
      quantity: 5,
      unit: "Pieces\r\nMobile: +1 5550000",
      created_at: "2025-01-01T00:00:00.000Z",
    });
    await notifier.settled();
    const lines = sent[0].text.split("\n");
    expect(lines).toContain("Name: Asha Bcc: evil@example.com");
    expect(lines).toContain("Quantity: 5 Pieces Mobile: +1 5550000");
    expect(lines.some((l) => l.startsWith("Bcc:") || l.startsWith("Mobile: +1") || l.startsWith("Price:"))).toBe(false);
  });

  it("quote the visitor's message and answer to the visitor's address as one address", async () => {
    const { sent, mailer } = recordingMailer();
    const notifier = createNotifier(mailer, "sales@test.example", createLogger("silent"));
    notifier.newMessage({
      id: 3,
      name: "Ravi",
      email: "ravi@test.example",
      phone: "9876543210",
      country_code: "+91",
      company: "",
      project_type: "",
      budget: "",
      message: "Hello\nEmail: attacker@evil.example",
      status: "new",
      created_at: "2025-01-01T00:00:00.000Z",
      updated_at: "2025-01-01T00:00:00.000Z",
      attribution: null,
      language: null,
    });
    await notifier.settled();
    expect(sent[0].replyTo).toEqual({ address: "ravi@test.example" });
    const lines = sent[0].text.split("\n");
    expect(lines).toContain("Email: ravi@test.example");
    expect(lines).toContain("> Email: attacker@evil.example");
    expect(lines).not.toContain("Email: attacker@evil.example");
  });
});
