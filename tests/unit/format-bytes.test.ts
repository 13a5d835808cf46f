import { describe, expect, it } from "vitest";
import { formatBytes } from "#schemas/format";

describe("formatBytes", () => {
  it("says bytes below a kilobyte, then KB, MB and GB of 1,024 with at most one decimal", () => {
    const cases: [number, string][] = [
      [0, "0 bytes"],
      [1, "1 byte"],
      [1023, "1,023 bytes"],
      [1024, "1 KB"],
      [1536, "1.5 KB"],
      [12.5 * 1024 * 1024, "12.5 MB"],
      [3 * 1024 ** 3, "3 GB"],
    ];
    for (const [bytes, text] of cases) expect(formatBytes(bytes)).toBe(text);
  });
});
