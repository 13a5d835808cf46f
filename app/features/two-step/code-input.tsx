import { Input } from "~/components/ui/input";
import type { ComponentProps } from "react";

/**
 * The "Authentication code" control, to put inside a <Field>: six digits the phone's keyboard
 * offers, filled in by the browser from an SMS-less authenticator where it can.
 */
export function CodeInput(props: Omit<ComponentProps<"input">, "type">) {
  return <Input type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} pattern="[0-9]*" spellCheck={false} {...props} />;
}
