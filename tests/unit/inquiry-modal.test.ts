import { describe, expect, it } from "vitest";
import { inquirySchema } from "#schemas/inquiry";
import { contactFieldErrors } from "~/components/site/contact-form";
import { inquiryQuantity, inquiryValidationError } from "~/components/site/inquiry-modal";
import { inquiryUnit } from "~/features/estimate";
import { VALID_CONTACT } from "../helpers/contact-input";

describe("quote request rules", () => {
  it("checks name (letters and spaces), then mobile, then quantity", () => {
    expect(inquiryValidationError({ name: " ", mobile: "", quantity: "" })).toBe("Please enter your name");
    expect(inquiryValidationError({ name: "Asha", mobile: "98765", quantity: "" })).toBe("Please enter a valid 10-digit mobile number");
    expect(inquiryValidationError({ name: "Asha V.", mobile: "98765", quantity: "" })).toBe("Name should only contain letters and spaces");
    expect(inquiryValidationError({ name: "Asha", mobile: "9876543210", quantity: "" })).toBe("Please enter a valid quantity");
    expect(inquiryValidationError({ name: "Asha", mobile: "9876543210", quantity: "0" })).toBe("Please enter a valid quantity");
    expect(inquiryValidationError({ name: "Asha", mobile: "9876543210", quantity: "-3" })).toBe("Please enter a valid quantity");
    expect(inquiryValidationError({ name: "Asha", mobile: "9876543210", quantity: "12" })).toBeNull();
  });

  it("agrees with the server's schema on the first message", () => {
    const cases = [
      { name: "", mobile: "", quantity: "" },
      { name: "Asha", mobile: "98765432101", quantity: "3" },
      { name: "Asha", mobile: "98765 4321", quantity: "3" },
      { name: "Asha", mobile: "9876543210", quantity: "-1" },
      { name: "Asha", mobile: "9876543210", quantity: "100000001" },
      { name: "Asha", mobile: "9876543210", quantity: "100000000" },
      { name: " Asha ", mobile: "9876543210", quantity: "3" },
      { name: "A".repeat(100), mobile: "9876543210", quantity: "3" },
      { name: "A".repeat(101), mobile: "9876543210", quantity: "3" },
      { name: "Asha V3rma", mobile: "9876543210", quantity: "3" },
      { name: "Asha\r\nBcc: x@example.com", mobile: "", quantity: "" },
      { name: "Asha\tVerma", mobile: "9876543210", quantity: "3" },
      { name: "<img src=x>", mobile: "9876543210", quantity: "3" },
      { name: "A1".repeat(60), mobile: "9876543210", quantity: "3" },
      ...["1.5", "1e3", " 3", "3abc", "0", "-2", "", " ", "3.0", "0x10", "Infinity", "1e9", "NaN"].map((quantity) => ({
        name: "Asha",
        mobile: "9876543210",
        quantity,
      })),
    ];
    for (const c of cases) {
      const parsed = inquirySchema.safeParse({ ...c, productId: 1 });
      expect(inquiryValidationError(c), JSON.stringify(c)).toBe(parsed.success ? null : parsed.error.issues[0]?.message);
      // What the modal would send is what the server reads.
      if (parsed.success) expect(inquiryQuantity(c.quantity), JSON.stringify(c)).toBe(parsed.data.quantity);
    }
  });

  it("reads the quantity as the server does", () => {
    expect(inquiryQuantity("1e3")).toBe(1000);
    expect(inquiryQuantity(" 3")).toBe(3);
    expect(inquiryQuantity("1.5")).toBeNull();
    expect(inquiryQuantity("3abc")).toBeNull();
    expect(inquiryQuantity("")).toBeNull();
  });

  it("derives the read-only unit: no leading '/ ', 'Pieces' by default", () => {
    expect(inquiryUnit("/ Square Feet")).toBe("Square Feet");
    expect(inquiryUnit("Piece")).toBe("Piece");
    expect(inquiryUnit("")).toBe("Pieces");
    expect(inquiryUnit(null)).toBe("Pieces");
  });
});

describe("contact form messages", () => {
  const valid = VALID_CONTACT;

  it("gives the first message per field, in the schema's order", () => {
    expect(contactFieldErrors(valid)).toEqual({});
    expect(contactFieldErrors({ ...valid, name: "", email: "", phone: "", message: "" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      message: "Project details are required",
    });
    expect(contactFieldErrors({ ...valid, name: "A", phone: "5123456789", message: "short" })).toEqual({
      name: "Name must be at least 2 characters",
      phone: "Enter a valid Indian mobile number starting with 6, 7, 8, or 9",
      message: "Please provide more details (minimum 10 characters)",
    });
    expect(contactFieldErrors({ ...valid, phone: "98765" }).phone).toBe("Phone number must be exactly 10 digits");
  });
});
