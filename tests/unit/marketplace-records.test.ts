import { describe, expect, it } from "vitest";
import {
  indiaTimeToInstant,
  indiamartIntake,
  indiamartTime,
  parseMobile,
  plainText,
  quantityOf,
  tradeindiaDate,
  tradeindiaIntake,
} from "../../server/features/integrations/records";

describe("the marketplaces' times", () => {
  it("writes IndiaMART's start and end time as India's DD-Mon-YYYYHH:MM:SS", () => {
    expect(indiamartTime(new Date("2024-01-04T10:08:44Z"))).toBe("04-Jan-202415:38:44");
    // Past midnight in India while still the day before in UTC.
    expect(indiamartTime(new Date("2026-11-27T19:00:05Z"))).toBe("28-Nov-202600:30:05");
  });

  it("writes TradeIndia's dates as India's calendar day", () => {
    expect(tradeindiaDate(new Date("2026-11-27T19:00:00Z"))).toBe("2026-11-28");
    expect(tradeindiaDate(new Date("2026-11-27T18:00:00Z"))).toBe("2026-11-27");
  });

  it("reads QUERY_TIME and generated_date/generated_time as India time", () => {
    expect(indiaTimeToInstant("2024-01-03", "14:08:55")?.toISOString()).toBe("2024-01-03T08:38:55.000Z");
    expect(indiaTimeToInstant("2024-01-03", "02:08:55 PM")?.toISOString()).toBe("2024-01-03T08:38:55.000Z");
    expect(indiaTimeToInstant("2024-01-03", "12:05 AM")?.toISOString()).toBe("2024-01-02T18:35:00.000Z");
    expect(indiaTimeToInstant("03-01-2024", "14:08")).toBeUndefined();
  });
});

describe("a marketplace's mobile number", () => {
  it("splits +CC-number into the country code and the national number", () => {
    expect(parseMobile("+91-9876543210")).toEqual({ countryCode: "+91", mobile: "9876543210" });
    expect(parseMobile("+971-501234567")).toEqual({ countryCode: "+971", mobile: "501234567" });
    expect(parseMobile("+91 98765 43210")).toEqual({ countryCode: "+91", mobile: "9876543210" });
  });

  it("takes a number without a code as India's", () => {
    expect(parseMobile("9876543210")).toEqual({ countryCode: "+91", mobile: "9876543210" });
    expect(parseMobile("919876543210")).toEqual({ countryCode: "+91", mobile: "9876543210" });
    expect(parseMobile("+919876543210")).toEqual({ countryCode: "+91", mobile: "9876543210" });
    expect(parseMobile("09876543210")).toEqual({ countryCode: "+91", mobile: "9876543210" });
    expect(parseMobile("")).toBeNull();
    expect(parseMobile(undefined)).toBeNull();
  });
});

describe("a record as an intake", () => {
  it("reads IndiaMART's message, quantity and buyer", () => {
    expect(plainText("I want blocks.<br> Quantity :   6<br>\r\rThanks")).toBe("I want blocks.\n Quantity :   6\n\nThanks");
    expect(quantityOf({}, "Quantity :   2,000\nQuantity Unit :   piece")).toEqual({ quantity: 2000, unit: "Piece" });
    expect(quantityOf({}, "Please call")).toEqual({ quantity: 1, unit: "Pieces" });
    const intake = indiamartIntake({
      UNIQUE_QUERY_ID: "2643097564",
      QUERY_TYPE: "B",
      QUERY_TIME: "2023-12-29 18:14:37",
      SENDER_NAME: "Rajendra Singh",
      SENDER_MOBILE: "+91-9680852019",
      SENDER_EMAIL: "",
      SENDER_CITY: "Ernakulam",
      SENDER_PINCODE: "683513",
      QUERY_PRODUCT_NAME: "Paver Block",
      QUERY_MESSAGE: "I am interested in Paver Block<br>",
    });
    expect(intake).toMatchObject({
      source: "indiamart",
      key: "indiamart:2643097564",
      name: "Rajendra Singh",
      countryCode: "+91",
      mobile: "9680852019",
      productName: "Paver Block",
      quantity: 1,
      unit: "Pieces",
      message: "I am interested in Paver Block",
      details: { city: "Ernakulam", pincode: "683513", queryType: "B", externalId: "2643097564" },
    });
    expect(intake?.details).not.toHaveProperty("email");
    expect(intake?.at?.toISOString()).toBe("2023-12-29T12:44:37.000Z");
    expect(indiamartIntake({ UNIQUE_QUERY_ID: "1", SENDER_MOBILE: "" })).toBeNull();
  });

  it("reads TradeIndia's subject and message as the note", () => {
    const intake = tradeindiaIntake({
      rfi_id: "555",
      sender_name: "Meena",
      sender_mobile: "9812345678",
      sender_co: "Patel Infra",
      product_name: "Kerb Stone",
      subject: "Need kerb stones",
      message: "Best price please",
      generated_date: "2026-11-28",
      generated_time: "10:15:00",
    });
    expect(intake).toMatchObject({
      key: "tradeindia:555",
      source: "tradeindia",
      message: "Need kerb stones\nBest price please",
      details: { company: "Patel Infra" },
    });
    expect(intake?.at?.toISOString()).toBe("2026-11-28T04:45:00.000Z");
  });
});
