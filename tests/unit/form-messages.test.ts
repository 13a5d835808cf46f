import { describe, expect, it } from "vitest";
import { contactSchema } from "#schemas/contact";
import { COUNTRY_CODE_MESSAGE } from "#schemas/countries";
import { INQUIRY_MESSAGES, NAME_CHARS_MESSAGE } from "#schemas/input-filters";
import { ONE_LINE_MESSAGE } from "#schemas/text";
import { FORM_MESSAGE_KEYS, formMessage } from "~/components/site/form-messages";
import { en } from "~/i18n/messages/en";
import { gu } from "~/i18n/messages/gu";
import { hi } from "~/i18n/messages/hi";
import { translate, type Messages, type Translate } from "~/i18n/t";
import { RETRY_NOTICES } from "~/lib/submit-with-retry";
import { VALID_CONTACT } from "../helpers/contact-input";

const tr =
  (messages: Messages): Translate =>
  (key, values) =>
    translate(messages, key, values);

/** Every message the contact schema gives for the fields the form shows (the honeypot's is never shown). */
function contactMessages(): Set<string> {
  const valid = VALID_CONTACT;
  const long = "x".repeat(121);
  const bad: Record<string, unknown>[] = [
    { name: undefined, email: undefined, phone: undefined, message: undefined },
    { name: "", email: "", phone: "", message: "" },
    { name: "A", email: "asha", phone: "12345", message: "short" },
    { name: "A".repeat(101), email: `${"a".repeat(250)}@b.co`, phone: "1234567890", message: "x".repeat(5001) },
    { name: "R2D2", country_code: "+999", company: long, project_type: "line\nbreak", budget: "lots" },
    { company: "two\nlines", project_type: long },
  ];
  const out = new Set<string>();
  for (const change of bad) {
    const parsed = contactSchema.safeParse({ ...valid, ...change });
    if (!parsed.success) for (const issue of parsed.error.issues) if (issue.path[0] !== "website") out.add(issue.message);
  }
  return out;
}

describe("the public forms' message table", () => {
  const shown = new Set([
    ...contactMessages(),
    ...Object.values(INQUIRY_MESSAGES),
    ...Object.values(RETRY_NOTICES),
    NAME_CHARS_MESSAGE,
    COUNTRY_CODE_MESSAGE,
    ONE_LINE_MESSAGE,
  ]);

  it("knows every message the contact schema, the quote request's checks and the retry notices can show", () => {
    expect(shown.size).toBeGreaterThan(20);
    for (const english of shown) expect(Object.keys(FORM_MESSAGE_KEYS), english).toContain(english);
  });

  it("gives the same English text back on an English page, character for character", () => {
    for (const english of Object.keys(FORM_MESSAGE_KEYS)) expect(formMessage(tr(en), english)).toBe(english);
  });

  it.each([
    ["gu", gu, /[\u0A80-\u0AFF]/],
    ["hi", hi, /[\u0900-\u097F]/],
  ] as const)("says each of them in %s", (_lang, messages, script) => {
    for (const english of Object.keys(FORM_MESSAGE_KEYS)) {
      const text = formMessage(tr(messages), english);
      expect(text, english).toMatch(script);
      expect(text, english).not.toMatch(/\{\w+\}/);
    }
    expect(formMessage(tr(messages), "Please keep this under 120 characters")).toContain("120");
  });

  it("falls back to the English text for a message it does not know", () => {
    expect(formMessage(tr(gu), "Something new from the server")).toBe("Something new from the server");
    expect(formMessage(tr(gu), "toString")).toBe("toString");
  });
});

describe("names in any script", () => {
  it("are accepted by both schemas' name rule with their vowel signs, and digits, punctuation and emoji still are not", async () => {
    const { keepNameChars, NAME_PATTERN } = await import("#schemas/input-filters");
    for (const name of ["રમેશ પટેલ", "सुरेश कुमार", "Asha Verma", "José Ñúñez"]) {
      expect(NAME_PATTERN.test(name), name).toBe(true);
      expect(keepNameChars(name)).toBe(name);
    }
    for (const name of ["R2D2", "રમેશ૧", "सुरेश!", "Asha 🙂", "Asha\tVerma"]) expect(NAME_PATTERN.test(name), name).toBe(false);
    expect(keepNameChars("રમેશ૧ 🙂पटेल!")).toBe("રમેશ पटेल");
  });
});
