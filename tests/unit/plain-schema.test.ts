import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactSchema } from "#schemas/contact";
import { emailField } from "#schemas/email";
import { NAME_CHARS_MESSAGE, NAME_PATTERN } from "#schemas/input-filters";
import { loginSchema } from "#schemas/login";
import { countryCode, honeypot } from "#schemas/public-form";
import { oneLine } from "#schemas/text";

/**
 * The contact and login schemas left zod for the public pages' JavaScript budgets; their zod
 * versions as they were are kept here, so the plain ones are shown to answer exactly the same:
 * the same issues (code, field, message, in order) and the same parsed values.
 */
const optionalText = (max: number) =>
  oneLine(z.string().trim().max(max, `Please keep this under ${max} characters`))
    .optional()
    .nullable()
    .transform((v) => v ?? "");
const BUDGETS = ["under-5lac", "5lac-20lac", "20lac-50lac", "50lac-1cr", "above-1cr"];
const zodContact = z.object({
  name: z
    .string("Name is required")
    .trim()
    .min(1, "Name is required")
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name is too long")
    .regex(NAME_PATTERN, NAME_CHARS_MESSAGE),
  email: emailField({ required: "Email is required", invalid: "Please enter a valid email address" }),
  phone: z
    .string("Phone number is required")
    .trim()
    .min(1, "Phone number is required")
    .regex(/^\d{10}$/, "Phone number must be exactly 10 digits")
    .regex(/^[6-9]/, "Enter a valid Indian mobile number starting with 6, 7, 8, or 9"),
  country_code: countryCode,
  company: optionalText(120),
  project_type: optionalText(120),
  budget: z
    .string()
    .optional()
    .nullable()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || BUDGETS.includes(v), "Please choose a budget from the list"),
  message: z
    .string("Project details are required")
    .trim()
    .min(1, "Project details are required")
    .min(10, "Please provide more details (minimum 10 characters)")
    .max(5000, "Please keep project details under 5000 characters"),
  website: honeypot,
});
const zodLogin = z.object({
  email: emailField({ required: "Email is required", invalid: "Email format is invalid" }),
  password: z.string("Password is required").min(1, "Password is required").max(256, "Password is too long"),
});

type Result = { success: boolean; data?: unknown; error?: { issues: ReadonlyArray<{ code: string; path: ReadonlyArray<PropertyKey>; message: string }> } };
const outcome = (r: Result) =>
  r.success ? { data: r.data } : { issues: r.error!.issues.map((i) => ({ code: i.code, path: [...i.path], message: i.message })) };

const valid = { name: "Ravi Patel", email: "ravi@example.com", phone: "9876543210", message: "Need 2000 paver blocks for a driveway." };
const long = (n: number) => "a".repeat(n);

const contactCases: unknown[] = [
  valid,
  { ...valid, name: "  Ravi  ", email: "  ravi@example.com ", phone: " 9876543210 ", message: "  Need 2000 paver blocks.  ", extra: "dropped" },
  {},
  { name: "", email: "", phone: "", message: "" },
  { name: "R", email: "ravi", phone: "12345", message: "short" },
  { name: "Ravi 2", email: "a,b@evil.example", phone: "5876543210", message: long(5001) },
  { name: long(101), email: `${long(250)}@example.com`, phone: "98765432101", message: "   " },
  { ...valid, name: "Ravi\tPatel", email: '"Victim" <attacker@evil.example>' },
  { name: 5, email: true, phone: 9876543210, country_code: 91, company: 1, project_type: false, budget: 3, message: 7, website: 1 },
  { name: null, email: null, phone: null, country_code: null, company: null, project_type: null, budget: null, message: null, website: null },
  { ...valid, country_code: " +44 ", company: " Acme Builders ", project_type: "Paver Blocks", budget: "5lac-20lac", website: "" },
  { ...valid, country_code: "+999", company: long(121), project_type: "Pavers\u2028Budget: 1 crore", budget: "lots", website: long(501) },
  { ...valid, country_code: "", company: "Ravi\nEmail: x@evil.example", budget: " 5lac-20lac", message: "Line one\nLine two of the details." },
  { ...valid, company: null, project_type: null, budget: null },
  { ...valid, website: "bot" },
];

describe("the zod-free contact schema", () => {
  it.each(contactCases.map((c) => [JSON.stringify(c).slice(0, 80), c]))("answers as its zod version did: %s", (_label, input) => {
    expect(outcome(contactSchema.safeParse(input))).toEqual(outcome(zodContact.safeParse(input)));
  });

  it("refuses what is not an object as zod does", () => {
    for (const input of [null, "text", 3, [valid]]) expect(outcome(contactSchema.safeParse(input))).toEqual(outcome(zodContact.safeParse(input)));
  });
});

describe("the zod-free login schema", () => {
  const cases: unknown[] = [
    { email: "owner@example.com", password: "secret" },
    { email: "  owner@example.com ", password: " spaced ", other: 1 },
    {},
    { email: "", password: "" },
    { email: "owner", password: long(257) },
    { email: `${long(250)}@example.com`, password: "x" },
    { email: "a,b@evil.example", password: "x" },
    { email: 5, password: null },
    null,
  ];
  it.each(cases.map((c) => [JSON.stringify(c)?.slice(0, 80), c]))("answers as its zod version did: %s", (_label, input) => {
    expect(outcome(loginSchema.safeParse(input))).toEqual(outcome(zodLogin.safeParse(input)));
  });
});
