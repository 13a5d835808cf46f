import type { ComponentProps, ReactNode } from "react";
import { controlClass } from "~/components/ui/field";

/*
 * The form controls with the one control look (controlClass): every other prop, `ref` included
 * (React 19 passes it as a prop), goes to the element, and a given className is added after the
 * look so it can widen or pad it. A <Field> clones these like the raw elements, giving them their
 * id and error wiring.
 */

export function Input({ className, ...rest }: ComponentProps<"input">) {
  return <input {...rest} className={controlClass(className)} />;
}

export function Select({ className, ...rest }: ComponentProps<"select">) {
  return <select {...rest} className={controlClass(className)} />;
}

export function Textarea({ className, ...rest }: ComponentProps<"textarea">) {
  return <textarea {...rest} className={controlClass(className)} />;
}

/**
 * The <option>s of a list: each item's value (the item itself unless `value` says) and its text
 * (`label`, else the value); keyed by the value.
 */
export function Options<T>({ items, value, label }: { items: readonly T[]; value?: (item: T) => string | number; label?: (item: T) => ReactNode }) {
  return items.map((item) => {
    const v = value ? value(item) : (item as string | number);
    return (
      <option key={v} value={v}>
        {label ? label(item) : v}
      </option>
    );
  });
}
