import { useEffect, useId, useRef, useState } from "react";
import { DEFAULT_COUNTRY_CODE } from "#schemas/countries";
import { BUDGET_OPTIONS, CONTACT_TEXT_MAX, contactSchema, keepNameChars } from "#schemas/contact";
import type { PlainSchema } from "#schemas/plain-schema";
import { api, ApiError } from "~/lib/api";
import { checkWith, pickFieldErrors, useFormErrors } from "~/lib/form";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Options, Select, Textarea } from "~/components/ui/input";
import { ProductServiceField } from "~/components/site/contact-form-product-field";
import { CheckCircle2, XCircle } from "~/components/site/form-result-icons";
import { Send } from "~/components/site/icons";
import { MobileField } from "~/components/site/mobile-field";
import { Honeypot, usePublicSubmit } from "~/components/site/public-form";
import { firstTouchField } from "~/lib/first-touch";
import { useLang, useT, type MessageKey } from "~/i18n/t";
import { useFormMessage } from "~/components/site/form-messages";

/** Each budget range's words in the `forms` namespace, by its value. */
const BUDGET_KEYS: Readonly<Record<(typeof BUDGET_OPTIONS)[number]["value"], MessageKey>> = {
  "under-5lac": "forms.budgets.under5lac",
  "5lac-20lac": "forms.budgets.from5to20lac",
  "20lac-50lac": "forms.budgets.from20to50lac",
  "50lac-1cr": "forms.budgets.from50lacTo1cr",
  "above-1cr": "forms.budgets.above1cr",
};

/** Every field the contact schema checks, as the form edits it: text. */
type Values = typeof contactSchema extends PlainSchema<infer T> ? T : never;
type Field = keyof Values;

const EMPTY: Values = {
  name: "",
  email: "",
  phone: "",
  country_code: DEFAULT_COUNTRY_CODE,
  company: "",
  project_type: "",
  budget: "",
  message: "",
  website: "",
};

/** The fields the form shows a message under (a server message for another field is not shown). */
const FIELDS: Field[] = ["name", "email", "phone", "country_code", "company", "project_type", "budget", "message"];

/** The first message per field of the shared schema, as the API would answer. */
export function contactFieldErrors(values: Values): Partial<Record<Field, string>> {
  const checked = checkWith(contactSchema, values);
  return checked.ok ? {} : checked.fieldErrors;
}

/**
 * The contact page's message form, id `enquiry-form`: checked with the contact schema (the API's
 * messages under each field, focus on the first), then sent with an idempotency key and retried.
 */
export function ContactForm() {
  const t = useT();
  const fm = useFormMessage();
  const lang = useLang();
  const [values, setValues] = useState<Values>(EMPTY);
  // The message goes through the app: until it has started, the button stays disabled.
  const hydrated = useHydrated();
  const [result, setResult] = useState<"success" | "failure" | null>(null);
  const [categories, setCategories] = useState<string[]>([]);
  const [categoriesLoading, setCategoriesLoading] = useState(true);
  const { formRef, errors, validate, show, clear, reset: resetErrors } = useFormErrors();
  const uid = useId();
  const fid = (f: Field) => `${uid}-${f}`;

  // The toast's words in the page's language, read when the load fails (the load runs once).
  const loadFailed = useRef("");
  loadFailed.current = t("forms.contact.categoriesFailed");

  // The category names for Product/Service, read in the browser (the page itself is cached and static).
  useEffect(() => {
    const ctrl = new AbortController();
    api("GET", "/api/categories", undefined, { signal: ctrl.signal })
      .then((res) => setCategories((res.data ?? []).map((c) => c.name)))
      .catch((err: unknown) => {
        if ((err as Error)?.name === "AbortError") return;
        console.error("Failed to load product categories", err);
        toast.error(loadFailed.current);
      })
      .finally(() => {
        if (!ctrl.signal.aborted) setCategoriesLoading(false);
      });
    return () => ctrl.abort();
  }, []);

  const { onSubmit, pending, notice, edited } = usePublicSubmit({
    path: "/api/contact",
    prepare: () => {
      setResult(null);
      if (!validate(contactSchema, values)) return null;
      // The page's language goes with the message, so staff can answer in it.
      return { ...values, name: values.name.trim(), email: values.email.trim(), language: lang, ...firstTouchField() };
    },
    sent: () => {
      toast.success(t("forms.contact.success"));
      setResult("success");
      setValues(EMPTY);
      resetErrors();
    },
    failed: (err) => {
      setResult("failure");
      if (err instanceof ApiError && err.fieldErrors) show(pickFieldErrors(err.fieldErrors, FIELDS));
    },
  });

  function set(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
    edited();
  }

  /** One of the form's one-line text inputs under its label and message; a name keeps only the characters a name may have. */
  const textInput = (f: {
    field: "name" | "email" | "company";
    label: string;
    required?: boolean;
    type: string;
    autoComplete: string;
    maxLength: number;
    placeholder: string;
  }) => (
    <Field label={f.label} required={f.required} id={fid(f.field)} error={fm(errors[f.field])}>
      <Input
        name={f.field}
        type={f.type}
        autoComplete={f.autoComplete}
        maxLength={f.maxLength}
        value={values[f.field]}
        onChange={(e) => set(f.field, f.field === "name" ? keepNameChars(e.target.value) : e.target.value)}
        placeholder={f.placeholder}
        className="h-11"
      />
    </Field>
  );

  return (
    <form
      id="enquiry-form"
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${uid}-title`}
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={`${uid}-title`} className="text-2xl font-bold text-ink">
        {t("forms.contact.title")}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t("forms.contact.intro")}</p>

      {result === "success" ? (
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" />
          {t("forms.contact.success")}
        </p>
      ) : null}
      {result === "failure" ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="flex items-start gap-2 font-medium">
            <XCircle className="mt-0.5 h-4 w-4 shrink-0" />
            {t("forms.contact.failure")}
          </p>
          {notice ? <p className="mt-1 pl-6">{fm(notice)}</p> : null}
        </div>
      ) : null}

      <div className="mt-6 grid grid-cols-1 gap-5 md:grid-cols-2">
        {textInput({
          field: "name",
          label: t("forms.contact.name"),
          required: true,
          type: "text",
          autoComplete: "name",
          maxLength: 100,
          placeholder: t("forms.contact.namePlaceholder"),
        })}

        {textInput({
          field: "email",
          label: t("forms.contact.email"),
          required: true,
          type: "email",
          autoComplete: "email",
          maxLength: 254,
          placeholder: t("forms.contact.emailPlaceholder"),
        })}

        <MobileField
          label={t("forms.contact.phone")}
          required
          id={fid("phone")}
          error={fm(errors.phone)}
          name="phone"
          value={values.phone}
          onChange={(v) => set("phone", v)}
          countryCode={values.country_code}
          onCountryChange={(code) => set("country_code", code)}
          countryId={fid("country_code")}
          placeholder={t("forms.contact.phonePlaceholder")}
        />

        {textInput({
          field: "company",
          label: t("forms.contact.company"),
          type: "text",
          autoComplete: "organization",
          maxLength: CONTACT_TEXT_MAX,
          placeholder: t("forms.contact.companyPlaceholder"),
        })}

        <Field label={t("forms.contact.productService")} id={fid("project_type")} error={fm(errors.project_type)}>
          {(control) => (
            <ProductServiceField
              control={control}
              maxLength={CONTACT_TEXT_MAX}
              value={values.project_type}
              onChange={(v) => set("project_type", v)}
              options={categories}
              loading={categoriesLoading}
            />
          )}
        </Field>

        <Field label={t("forms.contact.budget")} id={fid("budget")} error={fm(errors.budget)}>
          <Select name="budget" value={values.budget} onChange={(e) => set("budget", e.target.value)} className="h-11">
            <option value="">{t("forms.contact.budgetPlaceholder")}</option>
            <Options items={BUDGET_OPTIONS} value={(b) => b.value} label={(b) => t(BUDGET_KEYS[b.value])} />
          </Select>
        </Field>

        <Field label={t("forms.contact.details")} required id={fid("message")} error={fm(errors.message)} className="md:col-span-2">
          <Textarea
            name="message"
            rows={5}
            maxLength={5000}
            value={values.message}
            onChange={(e) => set("message", e.target.value)}
            placeholder={t("forms.contact.detailsPlaceholder")}
          />
        </Field>
      </div>

      <Honeypot id={fid("website")} value={values.website} onChange={(v) => setValues((cur) => ({ ...cur, website: v }))} />

      <Button type="submit" size="lg" busy={pending} disabled={!hydrated} icon={<Send className="h-5 w-5" />} className="mt-6 w-full sm:w-auto">
        {pending ? t("forms.contact.sending") : t("forms.contact.send")}
      </Button>
    </form>
  );
}
