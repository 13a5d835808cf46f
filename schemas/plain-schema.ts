/**
 * Schemas of the public forms without zod: zod is about 25 KB of gzipped JavaScript, more than a
 * public page may spend (tests/e2e/budget.spec.ts). A plain schema answers `safeParse` as zod
 * does (the same issue codes, paths, messages and order, the same parsed values), so the form and
 * the API use the one schema (app/lib/form.ts, server/core/http/errors.ts) and answer the same words.
 * It covers what those forms need: an object of text fields, each trimmed or not, with length,
 * pattern and custom checks.
 */

type IssueCode = "invalid_type" | "too_small" | "too_big" | "invalid_format" | "custom";

interface Issue {
  code: IssueCode;
  path: PropertyKey[];
  message: string;
}

type SafeParseResult<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };

export interface PlainSchema<T> {
  safeParse(value: unknown): SafeParseResult<T>;
}

/** One check of a text: a failure adds `message`; an aborting failure skips the checks after it. */
interface TextCheck {
  ok: (v: string) => boolean;
  code: IssueCode;
  message: string;
  abort?: boolean;
}

export const minLength = (n: number, message: string): TextCheck => ({ ok: (v) => v.length >= n, code: "too_small", message });
export const maxLength = (n: number, message: string, abort?: boolean): TextCheck => ({ ok: (v) => v.length <= n, code: "too_big", message, abort });
export const pattern = (re: RegExp, message: string): TextCheck => ({ ok: (v) => re.test(v), code: "invalid_format", message });
export const refine = (ok: (v: string) => boolean, message: string): TextCheck => ({ ok, code: "custom", message });

/** zod's name of a JSON value's type, as its default 'expected …, received …' message says it. */
function typeName(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number" && !Number.isFinite(v)) return Number.isNaN(v) ? "NaN" : String(v);
  return typeof v;
}

/** zod's message for a value of the wrong type, unless the field names its own. */
const wrongType = (expected: string, v: unknown) => `Invalid input: expected ${expected}, received ${typeName(v)}`;

/**
 * A text field. `missing` says what an absent value becomes: "required" (an issue, with `type` as
 * its message), "empty" (undefined and null become "" unchecked: zod's `.optional().nullable()`
 * with a `?? ""` transform), "omit" (undefined leaves the key out: `.optional()`) or a default
 * text (used unchecked: `.default()`). `checks` run on the trimmed text when `trim` is set.
 */
export interface TextRule {
  type?: string;
  trim?: boolean;
  missing?: "required" | "empty" | "omit" | { default: string };
  checks?: TextCheck[];
}

export type Shape = Record<string, TextRule>;

function textField(rule: TextRule, value: unknown, path: PropertyKey[], issues: Issue[]): string | undefined {
  const missing = rule.missing ?? "required";
  if (value === undefined && missing === "omit") return undefined;
  if (value === undefined && typeof missing === "object") return missing.default;
  if ((value === undefined || value === null) && missing === "empty") return "";
  if (typeof value !== "string") {
    issues.push({ code: "invalid_type", path, message: rule.type ?? wrongType("string", value) });
    return undefined;
  }
  const v = rule.trim ? value.trim() : value;
  for (const check of rule.checks ?? []) {
    if (check.ok(v)) continue;
    issues.push({ code: check.code, path, message: check.message });
    if (check.abort) break;
  }
  return v;
}

/**
 * An object of text fields, checked in the shape's order: every field's issues, then the parsed
 * values in the same order (keys the shape does not name are dropped, as zod's object does).
 */
export function textObject<S extends Shape>(shape: S): PlainSchema<{ [K in keyof S]: string }> {
  return {
    safeParse(value) {
      if (value === null || typeof value !== "object" || Array.isArray(value)) {
        return { success: false, error: { issues: [{ code: "invalid_type", path: [], message: wrongType("object", value) }] } };
      }
      const input = value as Record<string, unknown>;
      const issues: Issue[] = [];
      const data: Record<string, string> = {};
      for (const [key, rule] of Object.entries(shape)) {
        const parsed = textField(rule, input[key], [key], issues);
        if (parsed !== undefined) data[key] = parsed;
      }
      return issues.length ? { success: false, error: { issues } } : { success: true, data: data as { [K in keyof S]: string } };
    },
  };
}
