import { useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { createUserSchema, ROLES, type Role } from "#schemas/auth";
import { reportResult } from "~/components/admin/action-result";
import { DialogFormFooter } from "~/components/admin/dialog-form";
import { PasswordInput } from "~/features/staff/password-input";
import { PasswordRequirements } from "~/features/staff/password-requirements";
import { roleName, type StaffRequest, type StaffResult } from "~/features/staff/staff-action";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input, Options, Select } from "~/components/ui/input";
import { useEachResult, useFormErrors } from "~/lib/form";

const EMPTY = { name: "", email: "", phone: "", role: "manager" as Role, password: "" };

/** "Add staff member": name, e-mail, phone, role and a first password, or one the server makes and shows once. */
export function AddStaffDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (r: StaffResult) => void }) {
  const [form, setForm] = useState(EMPTY);
  const [generate, setGenerate] = useState(false);
  const { formRef, errors, validate, show, clear, reset } = useFormErrors();
  const fetcher = useFetcher<StaffResult>();
  const saving = fetcher.state !== "idle";
  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };
  const close = () => {
    setForm(EMPTY);
    setGenerate(false);
    reset();
    onClose();
  };

  useEachResult(fetcher.data, (result) => {
    if (result.intent !== "create") return;
    reportResult(result, show, () => {
      setForm(EMPTY);
      setGenerate(false);
      reset();
      onAdded(result);
    });
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    const values = validate(createUserSchema, { ...form, password: generate ? "" : form.password });
    if (!values) return;
    // An empty password asks the server for one; here that is the checkbox's choice, not a forgotten field.
    if (!generate && !form.password) {
      show({ password: "Enter a first password, or choose to generate one" });
      return;
    }
    void fetcher.submit({ intent: "create", values } satisfies StaffRequest, { method: "post", encType: "application/json" });
  }

  return (
    <Dialog open={open} onClose={close} title="Add staff member" description="They sign in with this e-mail address and password.">
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="Name" required error={errors.name}>
          <Input autoComplete="off" value={form.name} onChange={(e) => set("name")(e.target.value)} />
        </Field>
        <Field label="Email" required error={errors.email}>
          <Input type="email" autoComplete="off" value={form.email} onChange={(e) => set("email")(e.target.value)} />
        </Field>
        <Field label="Phone" error={errors.phone}>
          <Input type="tel" autoComplete="off" value={form.phone} onChange={(e) => set("phone")(e.target.value)} />
        </Field>
        <Field label="Role" required error={errors.role}>
          <Select value={form.role} onChange={(e) => set("role")(e.target.value)}>
            <Options items={ROLES} label={roleName} />
          </Select>
        </Field>
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={generate}
            onChange={(e) => {
              setGenerate(e.target.checked);
              clear("password");
            }}
            className="h-4 w-4 rounded border-gray-300 accent-brand-700"
          />
          Generate a password (shown once after saving)
        </label>
        {generate ? null : (
          <>
            <Field label="Password" required error={errors.password}>
              <PasswordInput autoComplete="new-password" value={form.password} onChange={(e) => set("password")(e.target.value)} />
            </Field>
            {form.password ? <PasswordRequirements password={form.password} /> : null}
          </>
        )}
        <DialogFormFooter saving={saving} onCancel={close} saveLabel="Add staff member" savingLabel="Adding..." cancelWhileSaving />
      </form>
    </Dialog>
  );
}
