import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  fieldsOf,
  localize,
  translationErrorPath,
  translationOf,
  translationsSchema,
  untranslated,
  withoutTranslations,
  withTranslation,
  type TranslatedField,
} from "#schemas/translations";

const FIELDS: TranslatedField[] = [
  { path: "title", label: "Title" },
  { path: "overview.*", label: "Paragraph {n}", multiline: true },
  { path: "values.*.title", label: "Value {n} title" },
  { path: "specs.size", label: "Size" },
];

const doc = {
  title: "Hospital campus",
  slug: "hospital-campus",
  overview: ["First paragraph", "Second paragraph"],
  values: [{ title: "Excellence" }, { title: "Integrity" }],
  specs: { size: "200 x 100 mm" },
};

describe("content translations", () => {
  it("lists each concrete field with its label and English text", () => {
    expect(fieldsOf(doc, FIELDS)).toEqual([
      { path: "title", label: "Title", multiline: false, english: "Hospital campus" },
      { path: "overview.0", label: "Paragraph 1", multiline: true, english: "First paragraph" },
      { path: "overview.1", label: "Paragraph 2", multiline: true, english: "Second paragraph" },
      { path: "values.0.title", label: "Value 1 title", multiline: false, english: "Excellence" },
      { path: "values.1.title", label: "Value 2 title", multiline: false, english: "Integrity" },
      { path: "specs.size", label: "Size", multiline: false, english: "200 x 100 mm" },
    ]);
  });

  it("keeps a list entry's translation in that entry, so moving the entry moves it", () => {
    const translated = withTranslation(doc, "values.1.title", "gu", "પ્રામાણિકતા");
    expect(translated.values[1]).toEqual({ title: "Integrity", translations: { gu: { title: "પ્રામાણિકતા" } } });
    expect(translationErrorPath(translated, "values.1.title", "gu")).toBe("values.1.translations.gu.title");
    const moved = { ...translated, values: [translated.values[1]!, translated.values[0]!] };
    expect(translationOf(moved, "values.0.title", "gu")).toBe("પ્રામાણિકતા");
    expect(doc.values[1]).toEqual({ title: "Integrity" });
  });

  it("keeps a paragraph's and a nested object's translation on the owner, keyed by path", () => {
    let t = withTranslation(doc, "overview.1", "hi", "दूसरा अनुच्छेद");
    t = withTranslation(t, "specs.size", "hi", "200 x 100 मिमी");
    expect((t as { translations?: unknown }).translations).toEqual({ hi: { "overview.1": "दूसरा अनुच्छेद", "specs.size": "200 x 100 मिमी" } });
    expect(t.specs).toEqual({ size: "200 x 100 mm" });
    expect(withTranslation(t, "overview.1", "hi", "  ")).toMatchObject({ translations: { hi: { "specs.size": "200 x 100 मिमी" } } });
  });

  it("counts the fields with English text and no translation", () => {
    const t = withTranslation(withTranslation(doc, "title", "gu", "હોસ્પિટલ કેમ્પસ"), "values.0.title", "gu", "શ્રેષ્ઠતા");
    expect(untranslated(t, FIELDS, "gu").map((f) => f.path)).toEqual(["overview.0", "overview.1", "values.1.title", "specs.size"]);
    expect(untranslated(t, FIELDS, "hi")).toHaveLength(6);
    expect(untranslated({ ...doc, title: "" }, FIELDS, "hi")).toHaveLength(5);
  });

  it("shows the translation where there is one and the English where not, with no translations left", () => {
    const t = withTranslation(withTranslation(doc, "title", "gu", "હોસ્પિટલ કેમ્પસ"), "values.1.title", "gu", "પ્રામાણિકતા");
    expect(localize(t, FIELDS, "gu")).toEqual({
      ...doc,
      title: "હોસ્પિટલ કેમ્પસ",
      values: [{ title: "Excellence" }, { title: "પ્રામાણિકતા" }],
    });
    expect(localize(t, FIELDS, "hi")).toEqual(doc);
    expect(localize(t, FIELDS, "en")).toEqual(doc);
    expect(withoutTranslations([t])).toEqual([doc]);
  });

  it("accepts only known keys and the two languages, trimming and dropping empty texts", () => {
    const schema = z.object({ translations: translationsSchema(["title", "overview.*"]) });
    expect(schema.parse({ translations: { gu: { title: " શીર્ષક ", "overview.3": "" } } })).toEqual({ translations: { gu: { title: "શીર્ષક" } } });
    const badKey = schema.safeParse({ translations: { gu: { slug: "x" } } });
    expect(badKey.success || badKey.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([["translations.gu.slug", "slug cannot be translated"]]);
    expect(schema.safeParse({ translations: { fr: { title: "Titre" } } }).success).toBe(false);
    expect(schema.safeParse({ translations: { hi: { title: "x".repeat(5001) } } }).success).toBe(false);
    expect(schema.parse({})).toEqual({});
  });
});
