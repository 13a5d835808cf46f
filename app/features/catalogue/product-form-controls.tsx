import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Field } from "~/components/ui/field";
import { Input, Select, Textarea } from "~/components/ui/input";

type Common = { label: string; error?: string; hint?: ReactNode };

/** A labelled input through the one <Field>: its error sits under it and is announced with it. */
export function TextField({ label, error, hint, required, id, className, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id}>
      <Input className={className} {...rest} />
    </Field>
  );
}

export function TextAreaField({ label, error, hint, required, id, className, ...rest }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id}>
      <Textarea className={className} {...rest} />
    </Field>
  );
}

export function SelectField({ label, error, hint, required, id, className, children, ...rest }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id}>
      <Select className={className} {...rest}>
        {children}
      </Select>
    </Field>
  );
}

/** The options of a unit select, keeping a stored value that is not one of ours. */
export function unitOptions(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [...options, current] : [...options];
}

/**
 * A modal makes the rest of the page inert, so toasts raised while one is open live inside it:
 * render this in the dialog and pass `{ containerId: id }` to the toast (app/lib/toast.ts, shared
 * with the public site's quote modal).
 */
export { DialogToasts } from "~/lib/toast";
