import { useEffect, useId, useState, type ReactNode } from "react";
import { LANG_ENGLISH_NAMES, LANG_NATIVE_NAMES, type Lang } from "#schemas/languages";
import {
  fieldsOf,
  TRANSLATED_LANGS,
  translationErrorPath,
  translationOf,
  untranslated,
  withTranslation,
  type TranslatedField,
  type TranslatedLang,
} from "#schemas/translations";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { TabList } from "~/components/ui/tabs";
import type { FieldErrors } from "~/lib/form";

/** "3 fields still lack a Gujarati translation", "1 field still lacks…", "Every field has a Gujarati translation". */
export function missingTranslationsText(count: number, lang: TranslatedLang) {
  const name = LANG_ENGLISH_NAMES[lang];
  if (count === 0) return `Every field has a ${name} translation`;
  return count === 1 ? `1 field still lacks a ${name} translation` : `${count} fields still lack a ${name} translation`;
}

/**
 * An editor in three languages: tabs "English", "ગુજરાતી" and "हिंदी" over the form. English is
 * the editor itself (`children`, required fields and all); Gujarati and Hindi list each field of
 * `fields` that has English text, with the English under it, and count those still untranslated
 * (an empty translation shows the English on that language's pages). A save that fails shows the
 * tab of the first field it names.
 */
export function TranslationTabs<T>({
  value,
  fields,
  onChange,
  errors,
  children,
}: {
  value: T;
  fields: readonly TranslatedField[];
  onChange: (change: (cur: T) => T) => void;
  errors: FieldErrors;
  children: ReactNode;
}) {
  const [tab, setTab] = useState<Lang>("en");
  const panelId = useId();
  const idPrefix = `${panelId}-tab`;

  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first === undefined) return;
    const lang = /(?:^|\.)translations\.(gu|hi)\./.exec(first)?.[1] as TranslatedLang | undefined;
    setTab(lang ?? "en");
  }, [errors]);

  const tabs = [
    { value: "en" as const, label: LANG_NATIVE_NAMES.en },
    ...TRANSLATED_LANGS.map((lang) => {
      const missing = untranslated(value, fields, lang).length;
      return { value: lang, label: LANG_NATIVE_NAMES[lang], lang, badge: missing ? <span aria-hidden="true">{missing}</span> : undefined };
    }),
  ];
  return (
    <div className="space-y-4">
      <TabList label="Language of the content" tabs={tabs} selected={tab} onChange={setTab} panelId={panelId} idPrefix={idPrefix} />
      <div id={panelId} role="tabpanel" aria-labelledby={`${idPrefix}-${tab}`} className="space-y-6">
        {/* One language's fields at a time, so each label names one control ("Title" is the Hindi title on the हिंदी tab). */}
        {tab === "en" ? (
          <div className="space-y-6">{children}</div>
        ) : (
          <TranslationFields key={tab} lang={tab} value={value} fields={fields} onChange={onChange} errors={errors} />
        )}
      </div>
    </div>
  );
}

function TranslationFields<T>({
  lang,
  value,
  fields,
  onChange,
  errors,
}: {
  lang: TranslatedLang;
  value: T;
  fields: readonly TranslatedField[];
  onChange: (change: (cur: T) => T) => void;
  errors: FieldErrors;
}) {
  const shown = fieldsOf(value, fields).filter((f) => f.english.trim() !== "");
  const missing = untranslated(value, fields, lang).length;
  const name = LANG_ENGLISH_NAMES[lang];
  return (
    <section className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <div>
        <p className="font-semibold text-ink">{missingTranslationsText(missing, lang)}</p>
        <p className="text-sm text-gray-600">A field left empty shows its English text on the {name} pages. English is changed on the English tab.</p>
      </div>
      {shown.length ? (
        shown.map((f) => {
          const control = {
            lang,
            value: translationOf(value, f.path, lang),
            placeholder: f.english,
            onChange: (e: { target: { value: string } }) => {
              const text = e.target.value;
              onChange((cur) => withTranslation(cur, f.path, lang, text));
            },
          };
          return (
            <Field key={f.path} label={f.label} error={errors[translationErrorPath(value, f.path, lang)]} hint={<>English: {f.english}</>}>
              {f.multiline ? <Textarea rows={3} {...control} /> : <Input {...control} />}
            </Field>
          );
        })
      ) : (
        <p className="text-sm text-gray-600">Write the English text first; then its {name} version can be added here.</p>
      )}
    </section>
  );
}
