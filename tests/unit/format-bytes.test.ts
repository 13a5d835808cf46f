import { describe, expect, it } from "vitest";
import { formatBytes } from "#schemas/format";

describe("formatBytes", () => {
  it("says bytes below a kilobyte, then KB, MB and GB of 1,024 with at most one decimal", () => {
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(1023)).toBe("1,023 bytes");
    expect(formatBytes(1024)).toBe("1 KB");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(12.5 * 1024 * 1024)).toBe("12.5 MB");
    expect(formatBytes(3 * 1024 ** 3)).toBe("3 GB");
  });
});
