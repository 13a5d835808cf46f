import { Fragment, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { settingsSchema, type SettingsInput } from "#schemas/auth";
import { reportResult } from "~/components/admin/action-result";
import { SaveFooter } from "~/components/admin/save-footer";
import { PasswordInput } from "~/features/staff/password-input";
import { PasswordRequirements } from "~/features/staff/password-requirements";
import type { Account, SettingsResult } from "~/features/staff/settings-action";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input, Select } from "~/components/ui/input";
import { checkWith, firstFieldError, useEachResult, useFormErrors } from "~/lib/form";
import { toast } from "~/lib/toast";

type SettingsForm = Account & { currentPassword: string; newPassword: string; confirmPassword: string };

const EMPTY_PASSWORDS = { currentPassword: "", newPassword: "", confirmPassword: "" };
/** The three password fields; each show/hide button is named after its field ("Show new password"). */
const PASSWORD_FIELDS = [
  { key: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  { key: "newPassword", label: "New Password", autoComplete: "new-password" },
  { key: "confirmPassword", label: "Confirm New Password", autoComplete: "new-password" },
] as const;

/** The signed-in person's own account: e-mail, role and a password change, saved together. */
export function AccountForm({ account }: { account: Account }) {
  const [form, setForm] = useState<SettingsForm>({ ...account, ...EMPTY_PASSWORDS });
  const { formRef, errors, show, clear, reset } = useFormErrors();
  const fetcher = useFetcher<SettingsResult>();
  const saving = fetcher.state !== "idle";

  const set = (field: keyof SettingsForm) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };

  useEachResult(fetcher.data, (result) =>
    reportResult(
      result,
      (fieldErrors) => show(firstFieldError(fieldErrors)),
      () => {
        setForm((f) => ({ ...f, ...EMPTY_PASSWORDS }));
        reset();
      },
    ),
  );

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    // Checked in order (e-mail, role, then the password change): only the first failure is said, in a toast and under its field.
    const checked = checkWith(settingsSchema, form);
    if (!checked.ok) {
      show(firstFieldError(checked.fieldErrors));
      toast.error(checked.error);
      return;
    }
    const values: SettingsInput = form;
    void fetcher.submit(values, { method: "post", encType: "application/json" });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="max-w-2xl space-y-6">
      <Card as="section" aria-labelledby="account-settings-title" className="space-y-5 p-5 sm:p-6">
        <h2 id="account-settings-title" className="text-lg font-semibold text-ink">
          Account Settings
        </h2>

        <Field label="Email Address" error={errors.email}>
          <Input type="email" autoComplete="email" value={form.email} onChange={(e) => set("email")(e.target.value)} />
        </Field>

        <Field label="Role" error={errors.role}>
          <Select value={form.role} onChange={(e) => set("role")(e.target.value)}>
            <option value="">Select Role</option>
            <option value="admin">Admin</option>
            <option value="manager">Manager</option>
          </Select>
        </Field>

        <fieldset className="space-y-4 border-t border-gray-200 pt-5">
          <legend className="float-left mb-1 w-full text-base font-semibold text-ink">Change Password</legend>
          <p className="clear-both text-sm text-gray-600">
            Leave these empty to keep your current password. A new email address also needs your current password.
          </p>
          {PASSWORD_FIELDS.map(({ key, label, autoComplete }) => (
            <Fragment key={key}>
              <Field label={label} error={errors[key]}>
                <PasswordInput what={label.toLowerCase()} autoComplete={autoComplete} value={form[key]} onChange={(e) => set(key)(e.target.value)} />
              </Field>
              {key === "newPassword" && form.newPassword ? <PasswordRequirements password={form.newPassword} /> : null}
            </Fragment>
          ))}
        </fieldset>

        <SaveFooter saving={saving} label="Save Changes" />
      </Card>
    </form>
  );
}
