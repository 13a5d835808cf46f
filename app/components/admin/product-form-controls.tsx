import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

export const inputClass =
  "w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500 read-only:bg-gray-100 aria-invalid:border-red-600";

function Wrapper({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {/* The star sits outside the label, so the field's name is exactly the label. */}
      <div className="flex items-baseline gap-1">
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {label}
        </label>
        {required ? (
          <span aria-hidden="true" className="text-sm font-medium text-red-700">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return ids || undefined;
}

type Common = { label: string; error?: string; hint?: ReactNode };

/** A labelled input; its error sits under it and is announced with it. */
export function TextField({ label, error, hint, required, id: givenId, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const id = givenId ?? auto;
  return (
    <Wrapper id={id} label={label} required={required} error={error} hint={hint}>
      <input
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...rest}
      />
    </Wrapper>
  );
}

export function TextAreaField({ label, error, hint, required, id: givenId, ...rest }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId();
  const id = givenId ?? auto;
  return (
    <Wrapper id={id} label={label} required={required} error={error} hint={hint}>
      <textarea
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...rest}
      />
    </Wrapper>
  );
}

export function SelectField({ label, error, hint, required, id: givenId, children, ...rest }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const auto = useId();
  const id = givenId ?? auto;
  return (
    <Wrapper id={id} label={label} required={required} error={error} hint={hint}>
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...rest}
      >
        {children}
      </select>
    </Wrapper>
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
