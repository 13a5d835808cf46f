import { CheckCircle2, MessageSquare, XCircle } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { phoneLengthText, phoneRule } from "#schemas/phone-numbers";
import { acceptInput, changesInput } from "#schemas/quotations";
import { ApiError, serverMessageOf } from "~/lib/api";
import { pickFieldErrors, useFormErrors, type FormSchema } from "~/lib/form";
import type { ApiAnswer, ApiPath } from "~/lib/api-routes";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { MobileField } from "~/components/site/mobile-field";
import { Honeypot, usePublicSubmit } from "~/components/site/public-form";

/**
 * The customer's answers to an open quotation: "Accept quotation" (name, the mobile number it was
 * made for, an optional delivery note) and "Request changes" (a message). Each is checked with the
 * API's own schema (schemas/quotations.ts: the same messages, under the fields), then sent with an
 * Idempotency-Key that stays the same on every retry (app/lib/submit-with-retry.ts).
 *
 * Loaded when the customer asks for a form (./quotation-respond.tsx), not with the page.
 */

/** A refusal's message for the form: the server's words when it says what to fix, else the generic line. */
function failureMessage(err: unknown): string {
  return serverMessageOf(err, [400, 404, 409, 410, 422]) ?? "Your answer could not be sent.";
}

/** A form's outcome line: what failed and, after a retryable failure, that the details are kept. */
function FormAlert({ children, notice }: { children: ReactNode; notice?: string | null }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="flex items-start gap-2 font-medium">
        <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {children}
      </p>
      {notice ? <p className="mt-1 pl-6">{notice}</p> : null}
    </div>
  );
}

/**
 * The thank-you that replaces a form once the server has it, in the server's own words. It takes
 * the focus when it appears (the button that had it is gone), so it is read at once.
 */
export function QuotationThanks({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="rounded-xl border border-green-300 bg-green-50 p-5 text-green-950 focus:outline-none">
      <p className="flex items-start gap-2 text-lg font-semibold">
        <CheckCircle2 aria-hidden="true" className="mt-1 h-5 w-5 shrink-0" />
        {title}
      </p>
      <p className="mt-2 pl-7">{message}</p>
      {children ? <div className="mt-3 pl-7">{children}</div> : null}
    </div>
  );
}

/** The form's first control takes the focus when the form opens (it opens on the customer's click). */
function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/**
 * An answer of the quotation's page sent to `path`: its values, the refusal said above it, the
 * messages of the `shown` fields under them, and `set`, which keeps a value and clears its message.
 */
function useAnswerForm<P extends ApiPath, V extends { website: string }, T>({
  path,
  empty,
  schema,
  shown,
  sent,
}: {
  path: P;
  empty: V;
  schema: FormSchema<T>;
  shown: readonly string[];
  sent: (answer: ApiAnswer<"POST", P>) => void;
}) {
  const [values, setValues] = useState<V>(empty);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, errors, validate, show, clear } = useFormErrors();
  const uid = useId();
  const { onSubmit, pending, notice, edited } = usePublicSubmit({
    path,
    prepare: () => {
      setFailure(null);
      return validate(schema, values);
    },
    sent,
    failed: (err) => {
      if (err instanceof ApiError && err.fieldErrors && show(pickFieldErrors(err.fieldErrors, shown))) return;
      setFailure(failureMessage(err));
    },
  });
  const set = (field: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
    edited();
  };
  return { uid, values, setValues, set, failure, formRef, errors, onSubmit, pending, notice };
}

/** An answer's form: its heading and what it is for, the refusal, its fields, the honeypot and the submit button. */
function AnswerForm<V extends { website: string }>({
  form,
  title,
  intro,
  icon,
  submitLabel,
  children,
}: {
  form: ReturnType<typeof useAnswerForm<ApiPath, V, unknown>>;
  title: string;
  intro: string;
  icon: ReactNode;
  submitLabel: string;
  children: ReactNode;
}) {
  const { uid, values, setValues, failure, formRef, onSubmit, pending, notice } = form;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={`${uid}-title`} className="flex flex-col gap-4">
      <div>
        <h3 id={`${uid}-title`} className="text-lg font-bold text-ink">
          {title}
        </h3>
        <p className="mt-1 text-sm text-gray-700">{intro}</p>
      </div>
      {failure ? <FormAlert notice={notice}>{failure}</FormAlert> : null}
      {children}
      <Honeypot id={`${uid}-website`} value={values.website} onChange={(v) => setValues((cur) => ({ ...cur, website: v }))} />
      <Button type="submit" size="lg" busy={pending} icon={icon} className="w-full sm:w-auto sm:self-start">
        {pending ? "Sending..." : notice ? "Try Again" : submitLabel}
      </Button>
    </form>
  );
}

const ACCEPT_FIELDS = ["name", "mobile", "delivery_note"] as const;
type AcceptValues = { name: string; mobile: string; delivery_note: string; website: string };
const ACCEPT_EMPTY: AcceptValues = { name: "", mobile: "", delivery_note: "", website: "" };

/** "Accept quotation": the name and mobile number confirm it; `onAccepted` gets the server's thank-you. */
export function AcceptQuotationForm({ token, countryCode, onAccepted }: { token: string; countryCode: string; onAccepted: (message: string) => void }) {
  const first = useFocusOnOpen<HTMLInputElement>();
  const form = useAnswerForm({
    path: `/api/q/${encodeURIComponent(token)}/accept`,
    empty: ACCEPT_EMPTY,
    schema: acceptInput(countryCode),
    shown: ACCEPT_FIELDS,
    sent: (answer) => onAccepted(answer.message ?? "Thank you! Your acceptance has been sent."),
  });
  const { uid, values, set, errors } = form;

  return (
    <AnswerForm
      form={form}
      title="Accept quotation"
      intro="Confirm with your name and the mobile number this quotation was made for. Fields marked * are required."
      icon={<CheckCircle2 aria-hidden="true" className="h-5 w-5" />}
      submitLabel="Confirm acceptance"
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Field label="Your name" required id={`${uid}-name`} error={errors.name}>
          <Input
            ref={first}
            name="name"
            type="text"
            autoComplete="name"
            maxLength={100}
            value={values.name}
            onChange={(e) => set("name", e.target.value)}
            className="h-11"
          />
        </Field>
        <MobileField
          label="Mobile number"
          required
          id={`${uid}-mobile`}
          error={errors.mobile}
          hint={`${phoneLengthText(countryCode)}, the number the quotation was sent to`}
          maxDigits={phoneRule(countryCode).max}
          name="mobile"
          value={values.mobile}
          onChange={(v) => set("mobile", v)}
          countryCode={countryCode}
        />
      </div>
      <Field label="Delivery note" id={`${uid}-delivery`} error={errors.delivery_note} hint="Optional: site address, preferred date or unloading instructions">
        <Textarea name="delivery_note" rows={3} maxLength={1000} value={values.delivery_note} onChange={(e) => set("delivery_note", e.target.value)} />
      </Field>
    </AnswerForm>
  );
}

type ChangesValues = { message: string; website: string };
const CHANGES_EMPTY: ChangesValues = { message: "", website: "" };

/** "Request changes": a message that lands on the lead's timeline; `onSent` gets the server's thank-you. */
export function RequestChangesForm({ token, onSent }: { token: string; onSent: (message: string) => void }) {
  const first = useFocusOnOpen<HTMLTextAreaElement>();
  const form = useAnswerForm({
    path: `/api/q/${encodeURIComponent(token)}/changes`,
    empty: CHANGES_EMPTY,
    schema: changesInput,
    shown: ["message"],
    sent: (answer) => onSent(answer.message ?? "Your request has been sent."),
  });
  const { uid, values, set, errors } = form;

  return (
    <AnswerForm
      form={form}
      title="Request changes"
      intro="A different quantity, product, price or delivery date? Tell us and we will send a revised quotation."
      icon={<MessageSquare aria-hidden="true" className="h-5 w-5" />}
      submitLabel="Send request"
    >
      <Field label="What should change?" required id={`${uid}-message`} error={errors.message}>
        <Textarea ref={first} name="message" rows={5} maxLength={2000} value={values.message} onChange={(e) => set("message", e.target.value)} />
      </Field>
    </AnswerForm>
  );
}
