import { describe, expect, it } from "vitest";
import { CSV_HEADER, productsCsv, type AdminProduct } from "../../server/features/catalogue/catalogue";
import { csvCell, toCsv } from "../../server/core/csv";
import { csvRow } from "../helpers/csv";
import { clientDatabaseError, hasNulCharacter } from "../../server/core/http/errors";

describe("CSV", () => {
  it("quotes every cell and doubles quotes", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12.5)).toBe('"12.5"');
  });

  it("prefixes what a spreadsheet would run as a formula, at the start and after a ; or ,", () => {
    for (const s of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) expect(csvCell(s).replace(/^"/, "").startsWith("'")).toBe(true);
    expect(csvCell("=A1,B1")).toBe(`"'=A1,B1"`);
    expect(csvCell("1-2")).toBe('"1-2"');
    expect(csvCell("kg;=cmd|'/c calc'!A1")).toBe(`"kg;'=cmd|'/c calc'!A1"`);
    expect(csvCell("a,+b; @c,-d")).toBe(`"a,'+b; @c,'-d"`);
  });

  it("writes a byte-order mark, CRLF line ends and a final line end", () => {
    expect(
      toCsv([
        ["a", "b"],
        [1, 2],
      ]),
    ).toBe('\uFEFF"a","b"\r\n"1","2"\r\n');
  });

  it("exports products with the header row and one row per product", () => {
    const p = {
      id: 7,
      product_name: "Zig Zag Paver",
      category_name: "Paver Blocks",
      status: "active",
      stock: "low-stock",
      price: 45,
      unit: "Piece",
      min_order_quantity: 500,
      min_order_unit: "Pieces",
      views: 12,
      updated_at: "2026-01-02T03:04:05.678Z",
    } as AdminProduct;
    expect(productsCsv([p])).toBe(
      `\uFEFF${csvRow(CSV_HEADER)}\r\n${csvRow(["7", "Zig Zag Paver", "Paver Blocks", "active", "low-stock", "45.00", "Piece", "500 Pieces", "12", "2026-01-02T03:04:05Z"])}\r\n`,
    );
  });
});

describe("request guards", () => {
  it("finds a NUL character anywhere in a JSON value, keys included", () => {
    expect(hasNulCharacter({ a: ["x", { b: "y\0" }] })).toBe(true);
    expect(hasNulCharacter({ ["k\0"]: 1 })).toBe(true);
    expect(hasNulCharacter({ a: [1, null, true, "fine"] })).toBe(false);
    const deep: unknown[] = [];
    let cur = deep;
    for (let i = 0; i < 100_000; i++) cur.push((cur = []));
    expect(hasNulCharacter(deep)).toBe(false);
  });

  it("turns database errors a client's value caused into 4xx, and leaves others alone", () => {
    expect(clientDatabaseError({ cause: { code: "22003" } })).toMatchObject({ status: 400 });
    expect(clientDatabaseError({ code: "23505" })).toMatchObject({ status: 409 });
    expect(clientDatabaseError({ code: "23503" })).toMatchObject({ status: 409 });
    expect(clientDatabaseError({ code: "57P01" })).toBeUndefined();
    expect(clientDatabaseError(new Error("boom"))).toBeUndefined();
  });
});
