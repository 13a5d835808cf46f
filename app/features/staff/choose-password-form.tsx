import { useState, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { choosePasswordSchema } from "#schemas/auth";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { PasswordInput } from "~/features/staff/password-input";
import { PasswordRequirements } from "~/features/staff/password-requirements";
import type { ChoosePasswordResult } from "~/features/staff/choose-password-action";
import { ADMIN_LOGIN_PATH } from "~/lib/admin-session";
import { useEachResult, useFormErrors } from "~/lib/form";
import { useHydrated } from "~/lib/use-hydrated";

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The form's three password fields, in order. */
const FIELDS = [
  { name: "currentPassword", label: "Temporary password", id: "temporary-password", what: "temporary password", autoComplete: "current-password" },
  { name: "newPassword", label: "New password", id: "new-password", what: "new password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm new password", id: "confirm-password", what: "confirmed password", autoComplete: "new-password" },
] as const;

/** The temporary password, the new one twice and the requirements checklist; the route's action saves it. */
export function ChoosePasswordForm({ redirectTo }: { redirectTo: string }) {
  const [values, setValues] = useState(EMPTY);
  const [formError, setFormError] = useState<{ message: string; signedOut?: boolean } | null>(null);
  const { formRef, errors, validate, show, clear } = useFormErrors();
  const fetcher = useFetcher<ChoosePasswordResult>();
  const busy = fetcher.state !== "idle";
  const hydrated = useHydrated();

  useEachResult(fetcher.data, (result) => {
    if (result.ok) return;
    const shown = result.fieldErrors && show(result.fieldErrors);
    setFormError(shown ? null : { message: result.error, signedOut: result.signedOut });
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    const data = validate(choosePasswordSchema, values);
    if (!data) return;
    void fetcher.submit({ ...data, redirectTo }, { method: "post", encType: "application/json" });
  }

  const edit = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  return (
    <>
      {formError ? (
        <FormAlert className="mb-5">
          {formError.message}{" "}
          {formError.signedOut ? (
            <Link to={ADMIN_LOGIN_PATH} className="font-medium underline">
              Sign in again
            </Link>
          ) : null}
        </FormAlert>
      ) : null}
      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        {FIELDS.map((f) => (
          <Field key={f.name} label={f.label} id={f.id} error={errors[f.name]}>
            <PasswordInput name={f.name} what={f.what} autoComplete={f.autoComplete} value={values[f.name]} onChange={(e) => edit(f.name, e.target.value)} />
          </Field>
        ))}
        {values.newPassword ? <PasswordRequirements password={values.newPassword} /> : null}
        <Button type="submit" size="lg" busy={busy} disabled={!hydrated} className="w-full">
          {busy ? "Saving..." : "Save new password"}
        </Button>
      </form>
    </>
  );
}
