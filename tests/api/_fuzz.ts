/**
 * The random inputs of the fuzz test (tests/api/fuzz.test.ts): a seeded PRNG and the generators of
 * strings, values, objects and request bodies it throws at the API, and the small helpers that
 * encode and hash them. Not a test itself.
 */

/** mulberry32: small, fast, good enough to pick test inputs. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  return { next, int, pick };
}
export type Rng = ReturnType<typeof prng>;

const NUMBERS = [0, -0, 1, -1, 0.5, 1e308, -1e308, 5e-324, 2 ** 31, 2 ** 31 - 1, 2 ** 53 + 1, -(2 ** 63), 9876543210, 100_000_001, 3.14159];
const STRINGS = [
  "",
  " ",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e308",
  "-0",
  "0x1F",
  "9876543210",
  "+91",
  "admin",
  "manager",
  "active",
  "resolved",
  "low-stock",
  "a@b.co",
  "admin@test.example",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  '=HYPERLINK("x")',
  "../../etc/passwd",
  "/uploads/x.webp",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "🧱🧱🧱",
  "ಕನ್ನಡ हिन्दी",
  "\r\n\t",
  "null",
  "true",
  "{}",
  "[]",
];

export function randomString(r: Rng): string {
  switch (r.int(4)) {
    case 0:
      return r.pick(STRINGS);
    case 1:
      return "x".repeat(r.pick([1, 9, 10, 11, 99, 100, 101, 255, 2001, 5001, 12000]));
    case 2:
      return Array.from({ length: r.int(30) }, () => String.fromCharCode(r.int(0x2fff))).join("");
    default:
      return String(r.int(10 ** r.int(12)));
  }
}

export function randomValue(r: Rng, keys: readonly string[], depth = 0): unknown {
  const roll = r.int(depth > 2 ? 6 : 9);
  switch (roll) {
    case 0:
      return null;
    case 1:
      return r.next() < 0.5;
    case 2:
      return r.pick(NUMBERS);
    case 3:
      return (r.next() - 0.5) * 10 ** r.int(12);
    case 4:
    case 5:
      return randomString(r);
    case 6:
      return Array.from({ length: r.int(5) }, () => randomValue(r, keys, depth + 1));
    default:
      return randomObject(r, keys, depth + 1);
  }
}

export function randomObject(r: Rng, keys: readonly string[], depth = 0): Record<string, unknown> {
  const obj: Record<string, unknown> = {};
  const n = r.int(keys.length + 4);
  for (let i = 0; i < n; i++) {
    const key = r.next() < 0.75 && keys.length ? r.pick(keys) : r.pick(["__proto__", "constructor", "x", "", "id", "toString", randomString(r).slice(0, 20)]);
    obj[key] = randomValue(r, keys, depth);
  }
  return obj;
}

/** A request body: mostly JSON objects of the endpoint's fields, sometimes anything else. */
export function randomBody(r: Rng, keys: readonly string[], base?: Record<string, unknown>): { body?: string; type?: string; what: string } {
  const json = "application/json";
  if (base && r.next() < 0.4) {
    // A valid body with one to three fields replaced or dropped: reaches the database with odd values.
    const body: Record<string, unknown> = { ...base };
    for (let n = 1 + r.int(3); n > 0; n--) {
      const key = r.pick(keys);
      if (r.next() < 0.2) delete body[key];
      else body[key] = r.next() < 0.5 ? randomString(r) : randomValue(r, keys, 2);
    }
    return { body: JSON.stringify(body), type: json, what: "mutated valid body" };
  }
  switch (r.int(14)) {
    case 0:
      return { body: JSON.stringify(randomValue(r, keys)), type: json, what: "any JSON value" };
    case 1:
      return { body: JSON.stringify(Array.from({ length: r.int(4) }, () => randomObject(r, keys))), type: json, what: "array of objects" };
    case 2:
      return { body: JSON.stringify(randomObject(r, keys)).slice(0, 1 + r.int(40)), type: json, what: "truncated JSON" };
    case 3:
      return {
        body: "name=Ravi&mobile=9876543210&quantity=5",
        type: r.pick(["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]),
        what: "form body",
      };
    case 4:
      return {
        body: JSON.stringify(randomObject(r, keys)),
        type: r.pick(["text/plain", "application/xml", "", "application/jsonx", "text/json"]),
        what: "JSON with a wrong content type",
      };
    case 5:
      return { body: r.pick(["", "   ", "null", "true", "1e308", '"just a string"', "NaN", "\uFEFF{}", '{"a":1}{"b":2}']), type: json, what: "odd JSON text" };
    case 6:
      return { body: "[".repeat(5000) + "]".repeat(5000), type: json, what: "deeply nested arrays" };
    case 7:
      return { body: JSON.stringify({ [r.pick(keys)]: "y".repeat(17 * 1024) }), type: json, what: "body over 16 KB" };
    case 8:
      return { body: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0xc3, 0x28]).toString("latin1"), type: json, what: "invalid UTF-8" };
    default:
      return { body: JSON.stringify(randomObject(r, keys)), type: json, what: "random object" };
  }
}

/** encodeURIComponent, but a lone surrogate goes out as the bytes of one (the server must cope). */
export function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80";
  }
}

export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
