import { describe, expect, it } from "vitest";
import { phoneLengthText, phoneNumberProblem, phoneRule } from "#schemas/phone-numbers";
import { acceptInput } from "#schemas/quotations";

describe("phone number lengths by country code", () => {
  it("takes the kept table's national length, and E.164's bounds (15 digits with the code) for other codes", () => {
    expect(phoneRule("+91")).toEqual({ min: 10, max: 10 });
    expect(phoneRule("+971")).toEqual({ min: 9, max: 9 });
    expect(phoneRule("+44")).toEqual({ min: 10, max: 10 });
    expect(phoneRule("+65")).toEqual({ min: 8, max: 8 });
    expect(phoneRule("+49")).toEqual({ min: 6, max: 13 });
    expect(phoneRule("+7")).toEqual({ min: 6, max: 14 });
    expect(phoneLengthText("+971")).toBe("9 digits");
    expect(phoneLengthText("+86")).toBe("6 to 13 digits");
  });

  it("names the expected length; an Indian mobile number starts with 6 to 9", () => {
    expect(phoneNumberProblem("+971", "501234567")).toBeNull();
    expect(phoneNumberProblem("+971", "0501234567")).toBe("Enter a 9-digit mobile number");
    expect(phoneNumberProblem("+44", "770090012")).toBe("Enter a 10-digit mobile number");
    expect(phoneNumberProblem("+91", "9876543210")).toBeNull();
    expect(phoneNumberProblem("+91", "5876543210")).toBe("Enter a valid Indian mobile number starting with 6, 7, 8, or 9");
    expect(phoneNumberProblem("+49", "12345")).toBe("Enter a phone number of 6 to 13 digits");
    expect(phoneNumberProblem("+49", "98 76")).toBe("Enter a phone number of 6 to 13 digits");
  });

  it("checks the accepting customer's number against the quotation's country code", () => {
    expect(acceptInput("+971").safeParse({ name: "Omar", mobile: "50 123-4567" }).data?.mobile).toBe("501234567");
    const wrong = acceptInput("+971").safeParse({ name: "Omar", mobile: "5012345678" });
    expect(wrong.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["mobile", "Enter a 9-digit mobile number"]]);
  });
});
