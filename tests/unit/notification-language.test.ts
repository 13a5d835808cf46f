import { describe, expect, it } from "vitest";
import type { Lang } from "#schemas/languages";
import { createLogger } from "../../server/core/log";
import type { Mailer } from "../../server/core/mail";
import { createNotifier } from "../../server/features/notifications/notifications";

/** A notifier whose mails are kept in `sent`. */
function recording() {
  const sent: Parameters<Mailer["send"]>[0][] = [];
  const mailer: Mailer = { configured: true, send: async (msg) => (sent.push(msg), true) };
  return { sent, notifier: createNotifier(mailer, "sales@test.example", createLogger("silent")) };
}

const inquiry = {
  id: 7,
  product_id: 1,
  product_name: "Zig Zag Paver",
  category_name: "Paver Blocks",
  name: "રમેશ પટેલ",
  countryCode: "+91",
  mobno: "9876543210",
  quantity: 500,
  unit: "Pieces",
  created_at: "2026-11-27T00:00:00.000Z",
};

describe("staff notices name the language a visitor wrote in", () => {
  it.each([
    ["gu", "Language: ગુજરાતી (Gujarati)"],
    ["hi", "Language: हिंदी (Hindi)"],
  ] as const)("a quote request from a %s page", async (language: Lang, line) => {
    const { sent, notifier } = recording();
    notifier.newInquiry(inquiry, language);
    await notifier.settled();
    expect(sent[0].text.split("\n")).toContain(line);
  });

  it("says nothing of English, the site's language before it had others", async () => {
    const { sent, notifier } = recording();
    notifier.newInquiry(inquiry, "en");
    notifier.newMessage({
      id: 3,
      name: "Ravi",
      email: "ravi@example.com",
      phone: "9876543210",
      country_code: "+91",
      company: "",
      project_type: "",
      budget: "",
      message: "Hello",
      status: "new",
      created_at: "2026-11-27T00:00:00.000Z",
      updated_at: "2026-11-27T00:00:00.000Z",
      attribution: null,
      language: "en",
    });
    await notifier.settled();
    expect(sent.every((m) => !m.text.includes("Language:"))).toBe(true);
  });

  it("a message from a Hindi page", async () => {
    const { sent, notifier } = recording();
    notifier.newMessage({
      id: 4,
      name: "सुरेश कुमार",
      email: "suresh@example.com",
      phone: "9876543210",
      country_code: "+91",
      company: "",
      project_type: "",
      budget: "",
      message: "नमस्ते",
      status: "new",
      created_at: "2026-11-27T00:00:00.000Z",
      updated_at: "2026-11-27T00:00:00.000Z",
      attribution: null,
      language: "hi",
    });
    await notifier.settled();
    expect(sent[0].text.split("\n")).toContain("Language: हिंदी (Hindi)");
  });
});
