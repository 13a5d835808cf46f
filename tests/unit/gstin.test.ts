import { describe, expect, it } from "vitest";
import { GSTIN_PATTERN, gstinChecksumChar, validateGstin } from "#schemas/gstin";
import { INDIAN_STATES, stateName } from "#schemas/indian-states";
import { BUSINESS } from "../../server/features/content/seed-data/business";

const fail = (message: string) => ({ ok: false, message });

describe("gstinChecksumChar", () => {
  it("gives the check character of published GSTINs", () => {
    // Widely published valid GSTINs: Reliance Industries' in Maharashtra (on the GST register), a common
    // documentation example, and the Karnataka number software guides cite.
    expect(["27AAACR5055K1Z", "27AAPFU0939F1Z", "29AAACI1195H1Z"].map((g) => gstinChecksumChar(g))).toEqual(["7", "V", "I"]);
  });

  it("computes the mod-36 sum: factors 1, 2 alternately, quotient and remainder by 36 added", () => {
    // 27AAPFU0939F1Z: values 2 7 10 10 25 15 30 0 9 3 9 15 1 35
    // × 1 2 1 2 …  = 2 14 10 20 25 30 30 0 9 6 9 30 1 70 → 70 = 1×36 + 34 → 1 + 34
    // sum = 2+14+10+20+25+30+30+0+9+6+9+30+1+35 = 221; 221 mod 36 = 5; (36 − 5) mod 36 = 31 = "V"
    expect(gstinChecksumChar("27AAPFU0939F1Z")).toBe("V");
    expect(() => gstinChecksumChar("27AAPFU0939F1")).toThrow();
    expect(() => gstinChecksumChar("27AAPFU0939F1-")).toThrow();
  });
});

describe("validateGstin", () => {
  it("accepts valid GSTINs, in any case and with stray spaces", () => {
    for (const g of ["27AAACR5055K1Z7", "27AAPFU0939F1ZV", "29AAACI1195H1ZI", "07AAPFU0939F1ZX", "24AAGCS1234M2ZC"])
      expect(validateGstin(g)).toEqual({ ok: true });
    expect(validateGstin(" 27aapfu0939f1zv ")).toEqual({ ok: true });
    expect(validateGstin("27AAACR5055K1Z7", "27")).toEqual({ ok: true });
    // An empty state means "not chosen yet": only the number itself is checked.
    expect(validateGstin("27AAACR5055K1Z7", "")).toEqual({ ok: true });
  });

  it("refuses a wrong check character and a transposition", () => {
    expect(validateGstin("27AAPFU0939F1ZW")).toEqual(fail("GSTIN check digit does not match"));
    expect(validateGstin("27AAACR5055K1Z0")).toEqual(fail("GSTIN check digit does not match"));
    // 0939 typed as 9039
    expect(validateGstin("27AAPFU9039F1ZV")).toEqual(fail("GSTIN check digit does not match"));
  });

  it("refuses a wrong length", () => {
    for (const g of ["", "27AAPFU0939F1Z", "27AAPFU0939F1ZVV", "27AAPFU0939"]) expect(validateGstin(g)).toEqual(fail("GSTIN must be 15 characters"));
  });

  it("refuses a bad state code or PAN part", () => {
    const shape = fail("GSTIN must start with a state code, then a PAN (5 letters, 4 digits, 1 letter)");
    expect(validateGstin("27AAPF10939F1ZV")).toEqual(shape); // a digit among the PAN's letters
    expect(validateGstin("27AAPFUO939F1ZV")).toEqual(shape); // letter O for zero among its digits
    expect(validateGstin("27AAPFU093991ZV")).toEqual(shape); // a digit for its last letter
    expect(validateGstin("2AAAPFU0939F1ZV")).toEqual(shape);
    expect(validateGstin("27AAPFU0939F0ZV")).toEqual(shape); // entity number 0
    expect(validateGstin("27AAPFU0939F1Z-")).toEqual(shape);
    // Right checksum, but 00 is no state's code.
    expect(validateGstin(`00AAPFU0939F1Z${gstinChecksumChar("00AAPFU0939F1Z")}`)).toEqual(shape);
  });

  it("refuses a GSTIN of another state than the chosen one", () => {
    expect(validateGstin("27AAPFU0939F1ZV", "24")).toEqual(fail("GSTIN's state code does not match the chosen state"));
    expect(validateGstin("07AAPFU0939F1ZX", "27")).toEqual(fail("GSTIN's state code does not match the chosen state"));
  });

  it("gives the number's own fault before the state's", () => {
    expect(validateGstin("27AAPFU0939F1ZW", "24")).toEqual(fail("GSTIN check digit does not match"));
  });

  it("passes the seller's placeholder GSTIN, issued in its head office's state", () => {
    expect(BUSINESS.gstin).toMatch(GSTIN_PATTERN);
    expect(validateGstin(BUSINESS.gstin, "24")).toEqual({ ok: true });
    expect(stateName(BUSINESS.gstin.slice(0, 2))).toBe("Gujarat");
  });
});

describe("INDIAN_STATES", () => {
  it("lists the 28 states and 8 union territories once each, sorted by name, with 2-digit codes", () => {
    expect(INDIAN_STATES).toHaveLength(36);
    const names = INDIAN_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    for (const s of INDIAN_STATES) expect(s.code).toMatch(/^(0[1-9]|[1-3][0-9])$/);
    expect(INDIAN_STATES.map((s) => s.code)).not.toContain("97");
  });

  it("names a state by its code", () => {
    expect(["01", "24", "27", "37", "38"].map((code) => stateName(code))).toEqual(["Jammu and Kashmir", "Gujarat", "Maharashtra", "Andhra Pradesh", "Ladakh"]);
    expect(stateName("97")).toBeUndefined();
  });
});
