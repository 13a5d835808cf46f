import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/** What <Field> hands its control: the id its label points at, and the error and hint wiring. */
export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
}

/**
 * The look of a text input, textarea or select in every form. Invalid controls (aria-invalid)
 * get a red border; read-only ones a grey background.
 */
export function controlClass(className?: string) {
  return cn(
    "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-ink shadow-sm placeholder:text-gray-500 read-only:bg-gray-100 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600",
    className,
  );
}

type FieldProps = {
  label: ReactNode;
  /** The field's message; the control is then marked invalid and described by it. */
  error?: string;
  /** A line of help under the control, read with it. */
  hint?: ReactNode;
  /** A star after the label (outside it, so the control's name is exactly the label) and aria-required. */
  required?: boolean;
  /** The control's id; a generated one when not given. */
  id?: string;
  className?: string;
  /**
   * The control: an element (<input/>, <textarea/>, <select/>, or a component that passes these
   * props to its input), which gets the props merged in, or a function that places them itself.
   */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
};

/**
 * The one form field of the site and the admin: label, control, hint and error message. The
 * error is tied to the control with aria-invalid and aria-describedby, so it is read with it.
 */
export function Field({ label, error, hint, required = false, id: givenId, className, children }: FieldProps) {
  const auto = useId();
  const id = givenId ?? auto;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": cn(hintId, errorId) || undefined,
    "aria-required": required ? true : undefined,
  };

  let rendered: ReactNode;
  if (typeof children === "function") rendered = children(control);
  else if (isValidElement(children)) {
    // The control's own description (a live total, say) is kept after the field's.
    const own = (children.props as { "aria-describedby"?: string })["aria-describedby"];
    rendered = cloneElement(children as ReactElement<FieldControlProps>, { ...control, "aria-describedby": cn(control["aria-describedby"], own) || undefined });
  } else rendered = children;

  return (
    <div className={cn("flex min-w-0 flex-col gap-1", className)}>
      <div className="flex items-baseline gap-1 text-sm font-medium text-gray-800">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        ) : null}
      </div>
      {rendered}
      {hint ? (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
