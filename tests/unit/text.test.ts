import { describe, expect, it } from "vitest";
import { createUserSchema } from "#schemas/auth";
import { contactSchema } from "#schemas/contact";
import { inquirySchema } from "#schemas/inquiry";
import { productCreateSchema, productUpdateSchema } from "#schemas/product";
import { isOneLine, ONE_LINE_MESSAGE } from "#schemas/text";

describe("isOneLine", () => {
  it("refuses C0 controls, DEL and the line and paragraph separators", () => {
    for (const bad of ["a\nb", "a\r\nb", "a\rb", "a\tb", "a\u0000b", "a\u001fb", "a\u007fb", "a\u2028b", "a\u2029b"])
      expect(isOneLine(bad), JSON.stringify(bad)).toBe(false);
  });

  it("refuses the bidi controls that reorder what is shown (U+202A–U+202E, U+2066–U+2069)", () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069])
      expect(isOneLine(`Pieces ${String.fromCharCode(code)}0001 x`), code.toString(16)).toBe(false);
    // Letters of right-to-left scripts themselves are text, not controls.
    expect(isOneLine("سلام Pieces")).toBe(true);
  });

  it("accepts ordinary text, accents and symbols", () => {
    for (const ok of ["", "Square Feet", "Ravi Builders & Sons (Pune)", "Café ₹45 – 60 mm", "<b>not markup here</b>"]) expect(isOneLine(ok)).toBe(true);
  });
});

const messageOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  r.error?.issues.find((i) => i.path[0] === field)?.message;

describe("one-line fields refuse a line break inside (trimming removes those at the ends)", () => {
  const forged = "Pieces\r\nBcc: evil@example.com";

  it("the quote request's unit", () => {
    const base = { name: "Asha", mobile: "9876543210", quantity: 3, productId: 1 };
    expect(messageOf(inquirySchema.safeParse({ ...base, unit: forged }), "unit")).toBe(ONE_LINE_MESSAGE);
    expect(inquirySchema.parse({ ...base, unit: "Square Feet\n" }).unit).toBe("Square Feet");
  });

  it("the contact form's company and product/service", () => {
    const base = { name: "Ravi", email: "ravi@example.com", phone: "9876543210", message: "Need 2000 paver blocks." };
    expect(messageOf(contactSchema.safeParse({ ...base, company: "Ravi\nEmail: x@evil.example" }), "company")).toBe(ONE_LINE_MESSAGE);
    expect(messageOf(contactSchema.safeParse({ ...base, project_type: "Pavers\u2028Budget: 1 crore" }), "project_type")).toBe(ONE_LINE_MESSAGE);
    expect(contactSchema.safeParse({ ...base, message: "Line one\nLine two of the details." }).success).toBe(true);
  });

  it("the contact form's name: letters and plain spaces only", () => {
    const base = { email: "ravi@example.com", phone: "9876543210", message: "Need 2000 paver blocks." };
    for (const name of ["Ravi\nKumar", "Ravi\tKumar", "Ravi\u00a0Kumar"])
      expect(messageOf(contactSchema.safeParse({ ...base, name }), "name"), JSON.stringify(name)).toBe("Name should only contain letters and spaces");
  });

  it("a product's name, category, units and specification values; the description may have several lines", () => {
    const base = { product_name: "Paver", category_name: "Paver Blocks", description: "Line one.\nLine two.", price: 45, min_order_quantity: 1 };
    expect(productCreateSchema.safeParse(base).success).toBe(true);
    for (const field of ["product_name", "category_name", "unit", "min_order_unit", "material", "usage_application"])
      expect(messageOf(productCreateSchema.safeParse({ ...base, [field]: "Paver\nPrice: 1" }), field), field).toBe(ONE_LINE_MESSAGE);
    for (const field of ["product_name", "unit", "min_order_unit", "color"])
      expect(messageOf(productUpdateSchema.safeParse({ [field]: "Grey\r\nStatus: draft" }), field), field).toBe(ONE_LINE_MESSAGE);
  });

  it("a new staff account's name and phone", () => {
    const base = { email: "new@example.com", name: "Meera", role: "manager", password: "long-enough-1" };
    expect(messageOf(createUserSchema.safeParse({ ...base, name: "Meera\nRole: admin" }), "name")).toBe(ONE_LINE_MESSAGE);
    expect(messageOf(createUserSchema.safeParse({ ...base, phone: "98765\n43210" }), "phone")).toBe(ONE_LINE_MESSAGE);
  });
});
