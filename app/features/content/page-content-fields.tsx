/**
 * Fields the home page and Our Clients screens share: a labelled text input and text area bound to
 * a document's value, the four headline figures, and the message a list shows of its own.
 */
import type { Figure } from "#schemas/home-content";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/form";

type TextProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
};

/** A one-line text field. */
export function TextField({ label, value, onChange, error, hint, required = true }: TextProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      <Input type="text" value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** A paragraph. */
export function TextAreaField({ label, value, onChange, error, hint, required = true, rows = 3 }: TextProps & { rows?: number }) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      <Textarea rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/**
 * A list's own message (too few or too many entries): the top-level message, unless it is the first
 * message of one of its entries' fields, which that field already shows.
 */
export function listError(errors: FieldErrors, list: string): string | undefined {
  const own = errors[list];
  if (!own) return undefined;
  const nested = Object.keys(errors).some((k) => k.startsWith(`${list}.`));
  return nested ? undefined : own;
}

/** The four headline figures (value and label), each in a group of its own: "Figure 1". */
export function FiguresFields({ figures, onChange, errors }: { figures: Figure[]; onChange: (figures: Figure[]) => void; errors: FieldErrors }) {
  const set = (index: number, next: Figure) => onChange(figures.map((f, i) => (i === index ? next : f)));
  return (
    <div className="space-y-3">
      {listError(errors, "figures") ? <p className="text-sm text-red-700">{listError(errors, "figures")}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {figures.map((f, i) => (
          <fieldset key={i} className="min-w-0 space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
            <legend className="px-1 text-sm font-semibold text-gray-900">Figure {i + 1}</legend>
            <TextField
              label="Value"
              hint="For example 150+ or 98%"
              value={f.value}
              onChange={(value) => set(i, { ...f, value })}
              error={errors[`figures.${i}.value`]}
            />
            <TextField label="Label" value={f.label} onChange={(label) => set(i, { ...f, label })} error={errors[`figures.${i}.label`]} />
          </fieldset>
        ))}
      </div>
    </div>
  );
}
