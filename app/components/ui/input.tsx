import type { ComponentProps } from "react";
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
