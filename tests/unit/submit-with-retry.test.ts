import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "~/lib/api";
import { attemptSubmit, classifyFailure, isRetryable, SubmissionKey } from "~/lib/submit-with-retry";

describe("classifyFailure", () => {
  it("treats network failures, 5xx and 429 as worth a retry and other 4xx as rejected", () => {
    expect(classifyFailure(new NetworkError(new TypeError("Failed to fetch")))).toBe("network");
    expect(classifyFailure(new ApiError(500, undefined, undefined, undefined))).toBe("server");
    expect(classifyFailure(new ApiError(503, undefined, undefined, undefined))).toBe("server");
    expect(classifyFailure(new ApiError(429, "Too many requests", undefined, undefined))).toBe("busy");
    expect(classifyFailure(new ApiError(400, "Invalid", { name: "Name is required" }, undefined))).toBe("rejected");
    expect(classifyFailure(new ApiError(404, "Gone", undefined, undefined))).toBe("rejected");
    expect(isRetryable("network") && isRetryable("server") && isRetryable("busy")).toBe(true);
    expect(isRetryable("rejected")).toBe(false);
  });
});

describe("attemptSubmit", () => {
  it("re-sends the same key after a failure and draws a new one after a success", async () => {
    const key = new SubmissionKey();
    const seen: string[] = [];
    const failing = async (k: string) => {
      seen.push(k);
      throw new NetworkError(new TypeError("offline"));
    };
    const succeeding = async (k: string) => {
      seen.push(k);
      return { id: 1 };
    };

    const first = await attemptSubmit(key, failing);
    expect(first).toMatchObject({ ok: false, kind: "network" });
    const second = await attemptSubmit(key, failing);
    expect(second.ok).toBe(false);
    const third = await attemptSubmit(key, succeeding);
    expect(third).toEqual({ ok: true, value: { id: 1 } });
    await attemptSubmit(key, succeeding);

    expect(seen[0]).toMatch(/^[\w.:-]{8,128}$/);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).toBe(seen[0]);
    expect(seen[3]).not.toBe(seen[0]);
  });

  it("draws a new key when renewed (the visitor edited the form)", async () => {
    const key = new SubmissionKey();
    const before = key.current();
    expect(key.current()).toBe(before);
    key.renew();
    expect(key.current()).not.toBe(before);
  });
});
