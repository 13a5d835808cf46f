import { describe, expect, it } from "vitest";
import { createUserSchema, loginSchema, settingsSchema } from "#schemas/auth";
import { contactSchema } from "#schemas/contact";
import { EMAIL_MAX, emailField, isPlainEmail } from "#schemas/email";

/** The attack on the old pattern: a long run of dots after "a@" and a character that makes the match fail at the very end. */
const overLong = "a@" + ".".repeat(16_000) + " x";

/** None of `values` is one plain address (each named, quoted, when it fails). */
function expectNotPlain(values: string[]) {
  for (const bad of values) expect(isPlainEmail(bad), JSON.stringify(bad)).toBe(false);
}

describe("isPlainEmail: one plain address", () => {
  it("accepts ordinary addresses", () => {
    for (const ok of ["ravi@example.com", "first.last+tag@mail.example.co.in", "a@b.c", "o'neil@example.com", "user@xn--80ak6aa92e.com", "रवि@उदाहरण.भारत"])
      expect(isPlainEmail(ok), ok).toBe(true);
  });

  it("refuses lists, display names, comments, quoting and routes", () => {
    expectNotPlain([
      "a,b@evil.example",
      '"Victim" <attacker@evil.example>',
      "Victim<attacker@evil.example>",
      "attacker@evil.example (Victim)",
      "a;b@evil.example",
      '"a b"@example.com',
      "a@[127.0.0.1]",
      "@route:a@example.com",
      "a\\b@example.com",
    ]);
  });

  it("refuses whitespace and control characters anywhere", () => {
    expectNotPlain([
      "a b@example.com",
      "a@exa mple.com",
      "a@example.com\r\nBcc: x@evil.example",
      "a\t@example.com",
      "a\u0000@example.com",
      "a\u2028@example.com",
      "a\u00a0@example.com",
      "a\u007f@example.com",
    ]);
  });

  it("wants exactly one @, text before it and a domain of non-empty labels", () => {
    expectNotPlain(["", "ravi", "@example.com", "a@@example.com", "a@b@example.com", "a@example", "a@.example.com", "a@example..com", "a@example.com.", "a@"]);
  });
});

describe("emailField: the length is checked first and alone", () => {
  const field = emailField({ required: "Email is required", invalid: "Email format is invalid" });

  it("gives a single issue for an over-long value: the address check never ran on it", () => {
    const parsed = field.safeParse(overLong);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toHaveLength(1);
    expect(parsed.error?.issues[0]).toMatchObject({ code: "too_big", maximum: EMAIL_MAX, message: "Email format is invalid" });
  });

  it("gives a single 'required' issue for an empty value and trims", () => {
    const empty = field.safeParse("   ");
    expect(empty.error?.issues.map((i) => i.message)).toEqual(["Email is required"]);
    expect(field.parse("  ravi@example.com ")).toBe("ravi@example.com");
  });

  it("accepts 254 characters and refuses 255", () => {
    const at254 = "a".repeat(64) + "@" + "b".repeat(185) + ".com";
    expect(at254).toHaveLength(254);
    expect(field.safeParse(at254).success).toBe(true);
    expect(field.safeParse("x" + at254).error?.issues[0].code).toBe("too_big");
  });
});

describe("every e-mail field uses the rule, with its form's messages", () => {
  const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string; code: string }[] } }) =>
    (r.error?.issues ?? []).filter((i) => i.path[0] === "email");

  it("staff sign-in, settings and new accounts: 'Email format is invalid', one issue when too long", () => {
    const staff = [
      loginSchema.safeParse({ email: overLong, password: "x" }),
      settingsSchema.safeParse({ email: overLong, role: "admin" }),
      createUserSchema.safeParse({ email: overLong, name: "A", role: "manager", password: "long-enough-1" }),
    ];
    for (const r of staff) {
      expect(issuesOf(r)).toHaveLength(1);
      expect(issuesOf(r)[0]).toMatchObject({ code: "too_big", message: "Email format is invalid" });
    }
    expect(issuesOf(loginSchema.safeParse({ email: "", password: "x" })).map((i) => i.message)).toEqual(["Email is required"]);
    expect(issuesOf(loginSchema.safeParse({ email: "a,b@evil.example", password: "x" })).map((i) => i.message)).toEqual(["Email format is invalid"]);
  });

  it("the contact form: 'Please enter a valid email address', one issue when too long", () => {
    const base = { name: "Ravi", phone: "9876543210", message: "Need 2000 paver blocks." };
    const long = issuesOf(contactSchema.safeParse({ ...base, email: overLong }));
    expect(long).toHaveLength(1);
    expect(long[0]).toMatchObject({ code: "too_big", message: "Please enter a valid email address" });
    expect(issuesOf(contactSchema.safeParse({ ...base, email: "" })).map((i) => i.message)).toEqual(["Email is required"]);
    for (const bad of ["a,b@evil.example", '"Victim" <attacker@evil.example>'])
      expect(issuesOf(contactSchema.safeParse({ ...base, email: bad })).map((i) => i.message)).toEqual(["Please enter a valid email address"]);
  });
});
