import { describe, expect, it } from "vitest";
import { keepDigits as keepDigitsFromContact, keepNameChars as keepNameCharsFromContact } from "#schemas/contact";
import { inquirySchema } from "#schemas/inquiry";
import { keepDigits, keepNameChars, INQUIRY_MAX_QUANTITY, INQUIRY_MESSAGES, INQUIRY_NAME_MAX } from "#schemas/input-filters";

describe("typing filters", () => {
  it("keep digits only, at most 10 unless told", () => {
    expect(keepDigits("98a76-54 321099")).toBe("9876543210");
    expect(keepDigits("+91 98765", 4)).toBe("9198");
    expect(keepDigits("abc")).toBe("");
  });

  it("keep letters and plain spaces in names: no tabs or line breaks", () => {
    expect(keepNameChars("Asha V3rma!")).toBe("Asha Vrma");
    expect(keepNameChars("Asha\tV\r\nerma\u2028")).toBe("AshaVerma");
  });

  it("are the same functions through schemas/contact", () => {
    expect(keepDigitsFromContact).toBe(keepDigits);
    expect(keepNameCharsFromContact).toBe(keepNameChars);
  });
});

describe("quote request messages", () => {
  const valid = { name: "Asha", mobile: "9876543210", quantity: "12", productId: 1 };
  const firstMessage = (input: Record<string, unknown>) => {
    const parsed = inquirySchema.safeParse(input);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it("are the schema's: name, then mobile, then quantity", () => {
    expect(firstMessage({ ...valid, name: "Asha\r\nBcc: x@example.com", mobile: "" })).toBe(INQUIRY_MESSAGES.nameChars);
    expect(firstMessage(valid)).toBeNull();
    expect(firstMessage({ ...valid, name: " ", mobile: "", quantity: "" })).toBe(INQUIRY_MESSAGES.name);
    expect(firstMessage({ ...valid, name: "A".repeat(INQUIRY_NAME_MAX + 1), mobile: "" })).toBe(INQUIRY_MESSAGES.nameTooLong);
    expect(firstMessage({ ...valid, mobile: "98765", quantity: "" })).toBe(INQUIRY_MESSAGES.mobile);
    expect(firstMessage({ ...valid, quantity: "0" })).toBe(INQUIRY_MESSAGES.quantity);
    expect(firstMessage({ ...valid, quantity: String(INQUIRY_MAX_QUANTITY + 1) })).toBe(INQUIRY_MESSAGES.quantity);
    expect(INQUIRY_MESSAGES).toEqual({
      name: "Please enter your name",
      nameTooLong: "Name is too long",
      nameChars: "Name should only contain letters and spaces",
      mobile: "Please enter a valid 10-digit mobile number",
      quantity: "Please enter a valid quantity",
    });
  });
});
