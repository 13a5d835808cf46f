/**
 * Content in Gujarati and Hindi beside English. Staff write English (required) and, optionally, a
 * Gujarati and a Hindi version of each text field; a page in a language shows the translation
 * where there is one and the English text where there is none (never an empty heading).
 *
 * A translation lives with what it translates, so moving or removing an entry of a list moves or
 * removes its translations too: under `translations.{gu|hi}` of the document or table row, or of
 * the list entry (an object in an array) that holds the field. The key is the field's path from
 * that owner: `title`, `overview.2` (the third paragraph), `specs.size`.
 *
 * What is translatable is listed per editor as fields with paths such as `values.*.title`, where
 * `*` is every entry of the list; the same list drives the editor's tabs, the count of fields that
 * still lack a translation and the public page's choice.
 */
import { z } from "zod";
import type { Lang } from "#schemas/languages";

/** The languages staff translate content into (English is the original). */
export const TRANSLATED_LANGS = ["gu", "hi"] as const satisfies readonly Lang[];
export type TranslatedLang = (typeof TRANSLATED_LANGS)[number];

/** One owner's translations: by language, the field's key and its text. */
export type Translations = Partial<Record<TranslatedLang, Record<string, string>>>;

/** A translatable field of an editor: its path (`*` for every entry of a list) and its label (`{n}` is the entry's number). */
export type TranslatedField = { path: string; label: string; multiline?: boolean };

/** One field of one document, its path made concrete: `values.2.title`, "Value 3 title". */
export type ConcreteField = { path: string; label: string; multiline: boolean; english: string };

/** The longest translation of one field. */
export const MAX_TRANSLATION = 5000;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The `translations` of an owner whose keys are `keys` (`title`, `overview.*`): each language's
 * texts, trimmed, empty ones dropped; an unknown key or language is refused, naming it.
 */
export function translationsSchema(keys: readonly string[]) {
  const known = keys.map((k) => new RegExp(`^${k.replace(/\./g, "\\.").replace(/\*/g, "\\d{1,3}")}$`));
  const texts = z
    .record(
      z.string(),
      z.string("Each translation must be text").trim().max(MAX_TRANSLATION, `Please keep each translation under ${MAX_TRANSLATION} characters`),
    )
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value))
        if (!known.some((re) => re.test(key))) ctx.addIssue({ code: "custom", path: [key], message: `${key} cannot be translated` });
    })
    .transform((value) => Object.fromEntries(Object.entries(value).filter(([, text]) => text !== "")));
  return z.strictObject({ gu: texts.optional(), hi: texts.optional() }, "Translations must be Gujarati (gu) and Hindi (hi) texts").optional();
}

/** Every concrete field of `doc` that `fields` name, with its English text (lists expanded entry by entry). */
export function fieldsOf(doc: unknown, fields: readonly TranslatedField[]): ConcreteField[] {
  const out: ConcreteField[] = [];
  for (const field of fields) {
    const walk = (value: unknown, segs: string[], path: string[], numbers: number[]) => {
      if (!segs.length) {
        if (typeof value === "string") {
          let n = 0;
          const label = field.label.replace(/\{n\}/g, () => String((numbers[n++] ?? 0) + 1));
          out.push({ path: path.join("."), label, multiline: field.multiline ?? false, english: value });
        }
        return;
      }
      const [seg, ...rest] = segs as [string, ...string[]];
      if (seg === "*") {
        if (Array.isArray(value)) value.forEach((item, i) => walk(item, rest, [...path, String(i)], [...numbers, i]));
      } else if (isObject(value) && seg in value) walk(value[seg], rest, [...path, seg], numbers);
    };
    walk(doc, field.path.split("."), [], []);
  }
  return out;
}

/** Where a concrete path's translation is kept: the owner's path (root or a list entry that is an object) and the key under it. */
function ownerOf(doc: unknown, path: string): { owner: string[]; key: string } {
  const segs = path.split(".");
  let at = 0;
  let cur: unknown = doc;
  for (let i = 0; i < segs.length - 1; i++) {
    const inArray = Array.isArray(cur);
    cur = inArray ? (cur as unknown[])[Number(segs[i])] : isObject(cur) ? cur[segs[i]!] : undefined;
    if (inArray && isObject(cur)) at = i + 1;
  }
  return { owner: segs.slice(0, at), key: segs.slice(at).join(".") };
}

function valueAt(doc: unknown, segs: readonly string[]): unknown {
  let cur = doc;
  for (const seg of segs) cur = Array.isArray(cur) ? cur[Number(seg)] : isObject(cur) ? cur[seg] : undefined;
  return cur;
}

/** `doc` with the value at `segs` changed by `change` (copies along the path; the rest is shared). */
function updateAt<T>(doc: T, segs: readonly string[], change: (cur: unknown) => unknown): T {
  if (!segs.length) return change(doc) as T;
  const [seg, ...rest] = segs as [string, ...string[]];
  if (Array.isArray(doc)) return doc.map((item, i) => (i === Number(seg) ? updateAt(item, rest, change) : item)) as T;
  const obj: Json = isObject(doc) ? doc : {};
  return { ...obj, [seg]: updateAt(obj[seg], rest, change) } as T;
}

/** The translation of a concrete field, or "" when there is none. */
export function translationOf(doc: unknown, path: string, lang: TranslatedLang): string {
  const { owner, key } = ownerOf(doc, path);
  const translations = valueAt(doc, [...owner, "translations"]) as Translations | undefined;
  const text = translations?.[lang]?.[key];
  return typeof text === "string" ? text : "";
}

/** `doc` with the translation of a concrete field set (an empty text removes it). */
export function withTranslation<T>(doc: T, path: string, lang: TranslatedLang, text: string): T {
  const { owner, key } = ownerOf(doc, path);
  return updateAt(doc, [...owner, "translations"], (cur) => {
    const translations = (isObject(cur) ? cur : {}) as Translations;
    const texts: Record<string, string> = { ...translations[lang] };
    if (text.trim() === "") delete texts[key];
    else texts[key] = text;
    return { ...translations, [lang]: texts };
  });
}

/** The fields of `doc` with English text and no translation in `lang`: what the editor counts. */
export function untranslated(doc: unknown, fields: readonly TranslatedField[], lang: TranslatedLang): ConcreteField[] {
  return fieldsOf(doc, fields).filter((f) => f.english.trim() !== "" && translationOf(doc, f.path, lang).trim() === "");
}

/** `value` without any `translations` (what an English page and the public API answer). */
export function withoutTranslations<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutTranslations) as T;
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) if (k !== "translations") out[k] = withoutTranslations(v);
  return out as T;
}

/**
 * `doc` as a page in `lang` shows it: each field of `fields` in its translation where there is one,
 * in English where there is none; no `translations` left in it.
 */
export function localize<T>(doc: T, fields: readonly TranslatedField[], lang: Lang): T {
  if (lang === "en") return withoutTranslations(doc);
  let out = doc;
  for (const f of fieldsOf(doc, fields)) {
    const text = translationOf(doc, f.path, lang);
    if (text.trim() !== "") out = updateAt(out, f.path.split("."), () => text);
  }
  return withoutTranslations(out);
}

/** Where a form's message about a field's translation is keyed: `values.2.translations.gu.title`. */
export function translationErrorPath(doc: unknown, path: string, lang: TranslatedLang): string {
  const { owner, key } = ownerOf(doc, path);
  return [...owner, "translations", lang, key].join(".");
}
