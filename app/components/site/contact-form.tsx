import { CheckCircle2, Loader2, Send, XCircle } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { DEFAULT_COUNTRY_CODE } from "#schemas/countries";
import { BUDGET_OPTIONS, contactSchema, keepDigits, keepNameChars } from "#schemas/contact";
import { api, ApiError } from "~/lib/api";
import { useSubmitWithRetry } from "~/lib/submit-with-retry";
import { toast } from "~/lib/toast";
import { CountryPicker } from "~/components/ui/country-picker";
import { ProductServiceField } from "~/components/site/contact-form-product-field";

export const CONTACT_SUCCESS = "Thank you for your inquiry! We will contact you soon.";
export const CONTACT_FAILURE = "Submission failed. Please try again later.";

type Values = {
  name: string;
  email: string;
  phone: string;
  country_code: string;
  company: string;
  project_type: string;
  budget: string;
  message: string;
  website: string;
};
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

/** Form order: the first invalid field of these gets focus. */
const ORDER: Field[] = ["name", "email", "phone", "country_code", "company", "project_type", "budget", "message"];

/** The first message per field of the shared schema (spec section 5). */
export function contactFieldErrors(values: Values): Partial<Record<Field, string>> {
  const parsed = contactSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The contact page's message form (spec sections 2, 4, 5, 8), id `enquiry-form`. */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<"success" | "failure" | null>(null);
  const [categories, setCategories] = useState<string[]>([]);
  const [categoriesLoading, setCategoriesLoading] = useState(true);
  const { submit, pending, notice, edited, reset } = useSubmitWithRetry();
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const fid = (f: Field) => `${uid}-${f}`;

  // The category names for Product/Service, read in the browser (spec section 7).
  useEffect(() => {
    const ctrl = new AbortController();
    api<{ data?: { name: string }[] }>("GET", "/api/categories", undefined, { signal: ctrl.signal })
      .then((res) => setCategories((res.data ?? []).map((c) => c.name)))
      .catch((err: unknown) => {
        if ((err as Error)?.name === "AbortError") return;
        console.error("Failed to load product categories", err);
        toast.error("Failed to load product categories");
      })
      .finally(() => {
        if (!ctrl.signal.aborted) setCategoriesLoading(false);
      });
    return () => ctrl.abort();
  }, []);

  function set(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    edited();
  }

  function focusField(field: Field) {
    const el = formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fid(field))}`);
    el?.focus();
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    setResult(null);
    const found = contactFieldErrors(values);
    if (Object.keys(found).length) {
      setErrors(found);
      const first = ORDER.find((f) => found[f]);
      if (first) focusField(first);
      return;
    }
    const payload = { ...values, name: values.name.trim(), email: values.email.trim() };
    const outcome = await submit((key) => api("POST", "/api/contact", payload, { headers: { "Idempotency-Key": key } }));
    if (!outcome) return;
    if (outcome.ok) {
      toast.success(CONTACT_SUCCESS);
      setResult("success");
      setValues(EMPTY);
      setErrors({});
      reset();
      return;
    }
    setResult("failure");
    const err = outcome.error;
    if (err instanceof ApiError && err.fieldErrors) {
      const serverErrors: Partial<Record<Field, string>> = {};
      for (const f of ORDER) if (err.fieldErrors[f]) serverErrors[f] = err.fieldErrors[f];
      setErrors(serverErrors);
      const first = ORDER.find((f) => serverErrors[f]);
      if (first) focusField(first);
    }
  }

  const errorId = (f: Field) => `${fid(f)}-error`;
  const invalidProps = (f: Field) => ({
    "aria-invalid": errors[f] ? true : undefined,
    "aria-describedby": errors[f] ? errorId(f) : undefined,
  });
  const inputClass = (f: Field) =>
    `h-11 w-full rounded-lg border bg-white px-3 text-sm text-ink placeholder:text-gray-500 ${errors[f] ? "border-red-600" : "border-gray-300"}`;

  return (
    <form
      id="enquiry-form"
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${uid}-title`}
      className="scroll-mt-24 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={`${uid}-title`} className="text-2xl font-bold text-ink">
        Send Us a Message
      </h2>
      <p className="mt-1 text-sm text-gray-600">Tell us about your project and we will get back to you with the best price. Fields marked * are required.</p>

      {result === "success" ? (
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {CONTACT_SUCCESS}
        </p>
      ) : null}
      {result === "failure" ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="flex items-start gap-2 font-medium">
            <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {CONTACT_FAILURE}
          </p>
          {notice ? <p className="mt-1 pl-6">{notice}</p> : null}
        </div>
      ) : null}

      <div className="mt-6 grid grid-cols-1 gap-5 md:grid-cols-2">
        <FieldBox label="Name" required htmlFor={fid("name")} error={errors.name} errorId={errorId("name")}>
          <input
            id={fid("name")}
            name="name"
            type="text"
            autoComplete="name"
            maxLength={100}
            value={values.name}
            onChange={(e) => set("name", keepNameChars(e.target.value))}
            placeholder="Your full name"
            className={inputClass("name")}
            aria-required="true"
            {...invalidProps("name")}
          />
        </FieldBox>

        <FieldBox label="Email" required htmlFor={fid("email")} error={errors.email} errorId={errorId("email")}>
          <input
            id={fid("email")}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={(e) => set("email", e.target.value)}
            placeholder="you@example.com"
            className={inputClass("email")}
            aria-required="true"
            {...invalidProps("email")}
          />
        </FieldBox>

        <FieldBox label="Phone" required htmlFor={fid("phone")} error={errors.phone} errorId={errorId("phone")}>
          <div className="flex gap-2">
            <CountryPicker id={fid("country_code")} value={values.country_code} onChange={(code) => set("country_code", code)} />
            <input
              id={fid("phone")}
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              value={values.phone}
              onChange={(e) => set("phone", keepDigits(e.target.value))}
              placeholder="10-digit mobile number"
              className={`${inputClass("phone")} min-w-0 flex-1`}
              aria-required="true"
              {...invalidProps("phone")}
            />
          </div>
        </FieldBox>

        <FieldBox label="Company" htmlFor={fid("company")} error={errors.company} errorId={errorId("company")}>
          <input
            id={fid("company")}
            name="company"
            type="text"
            autoComplete="organization"
            maxLength={120}
            value={values.company}
            onChange={(e) => set("company", e.target.value)}
            placeholder="Company name (optional)"
            className={inputClass("company")}
            {...invalidProps("company")}
          />
        </FieldBox>

        <FieldBox label="Product/Service" htmlFor={fid("project_type")} error={errors.project_type} errorId={errorId("project_type")}>
          <ProductServiceField
            id={fid("project_type")}
            value={values.project_type}
            onChange={(v) => set("project_type", v)}
            options={categories}
            loading={categoriesLoading}
          />
        </FieldBox>

        <FieldBox label="Budget" htmlFor={fid("budget")} error={errors.budget} errorId={errorId("budget")}>
          <select
            id={fid("budget")}
            name="budget"
            value={values.budget}
            onChange={(e) => set("budget", e.target.value)}
            className={inputClass("budget")}
            {...invalidProps("budget")}
          >
            <option value="">Select budget range</option>
            {BUDGET_OPTIONS.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </select>
        </FieldBox>

        <div className="md:col-span-2">
          <FieldBox label="Project Details" required htmlFor={fid("message")} error={errors.message} errorId={errorId("message")}>
            <textarea
              id={fid("message")}
              name="message"
              rows={5}
              maxLength={5000}
              value={values.message}
              onChange={(e) => set("message", e.target.value)}
              placeholder="Quantities, sizes, site location and timeline"
              className={`${inputClass("message")} h-auto py-2`}
              aria-required="true"
              {...invalidProps("message")}
            />
          </FieldBox>
        </div>
      </div>

      {/* Honeypot: hidden from people and assistive technology; only bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={fid("website")}>Website</label>
        <input
          id={fid("website")}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => setValues((v) => ({ ...v, website: e.target.value }))}
        />
      </div>

      <button
        type="submit"
        disabled={pending}
        className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {pending ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : <Send aria-hidden="true" className="h-5 w-5" />}
        {pending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}

function FieldBox({
  label,
  htmlFor,
  required = false,
  error,
  errorId,
  children,
}: {
  label: string;
  htmlFor: string;
  required?: boolean;
  error?: string;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="mb-1 flex gap-1 text-sm font-medium text-gray-800">
        <label htmlFor={htmlFor}>{label}</label>
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        ) : null}
      </div>
      {children}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
