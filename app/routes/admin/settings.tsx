import { Save } from "lucide-react";
import { Fragment, useId, useState, type FormEvent, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { settingsSchema } from "#schemas/auth";
import type { ErrorAnswer, SettingsAnswer } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { PasswordInput, adminInputClass } from "~/components/admin/password-input";
import { PasswordRequirements } from "~/components/admin/password-requirements";
import { useAbortableLoad } from "~/components/admin/use-admin-data";
import { ApiError, api, serverMessageOf } from "~/lib/api";
import { getStoredUser, saveSession } from "~/lib/auth-storage";
import { toast } from "~/lib/toast";

export const meta = () => adminMeta("Settings");

interface SettingsForm {
  email: string;
  role: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** An answer without success: the spec's screen shows its message, else its error, else its own words. */
type Unsuccessful = Partial<Omit<ErrorAnswer, "success">> & { success: false; message?: string };

const EMPTY_PASSWORDS = { currentPassword: "", newPassword: "", confirmPassword: "" };
/** The three password fields; each show/hide button is named after its field ("Show new password"). */
const PASSWORD_FIELDS = [
  { key: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  { key: "newPassword", label: "New Password", autoComplete: "new-password" },
  { key: "confirmPassword", label: "Confirm New Password", autoComplete: "new-password" },
] as const;
/** Answers whose own words say what to fix (bad input, a role the person may not take, an e-mail in use). */
const SHOWN_STATUSES = [400, 403, 409];

export default function AdminSettings() {
  const [form, setForm] = useState<SettingsForm>({ email: "", role: "", ...EMPTY_PASSWORDS });
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const revalidator = useRevalidator();

  useAbortableLoad(
    "settings",
    async (signal) => {
      const answer = await api<SettingsAnswer>("GET", "api/settings/", undefined, { auth: true, signal });
      if (!answer?.success || !answer.data) throw new Error("No settings in the answer");
      setForm((f) => ({ ...f, email: answer.data?.email ?? "", role: answer.data?.role ?? "admin" }));
      setLoading(false);
    },
    () => {
      toast.error("Failed to load settings");
      // Start from what the sign-in stored, so the form is still usable.
      const stored = getStoredUser();
      setForm((f) => ({ ...f, email: stored?.userEmailId ?? "", role: stored?.roleType || "admin" }));
      setLoading(false);
    },
    [],
  );

  const set = (field: keyof SettingsForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    const parsed = settingsSchema.safeParse(form);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? "Failed to update settings");
      return;
    }
    setSaving(true);
    try {
      const answer = await api<SettingsAnswer | Unsuccessful>(
        "PUT",
        "api/settings/",
        {
          email: form.email.trim(),
          role: form.role,
          currentPassword: form.currentPassword,
          newPassword: form.newPassword,
          confirmPassword: form.confirmPassword,
        },
        { auth: true },
      );
      if (answer?.success) {
        // A password or role change revokes older tokens; the answer carries this session's new one.
        if (answer.token) saveSession(answer.token, answer.data?.role ?? form.role);
        toast.success(answer.message || "Settings updated successfully");
        setForm((f) => ({ ...f, ...EMPTY_PASSWORDS }));
        revalidator.revalidate();
      } else {
        toast.error(answer?.message || answer?.error || "Failed to update settings");
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return; // the layout sends the person to the login
      const shown = serverMessageOf(err, SHOWN_STATUSES);
      if (shown) toast.error(shown);
      else {
        console.error("Failed to save settings", err);
        toast.error("Failed to save settings. Please try again.");
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Settings</h1>
        <p className="mt-1 text-gray-600">Manage your application settings and preferences</p>
      </div>

      {loading ? (
        <div role="status" className="flex items-center gap-3 rounded-xl bg-white p-6 text-gray-700 shadow-sm ring-1 ring-gray-200">
          <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-gray-200 border-t-brand-600" />
          Loading settings...
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-6">
          <section aria-labelledby="account-settings-title" className="space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
            <h2 id="account-settings-title" className="text-lg font-semibold text-ink">
              Account Settings
            </h2>

            <Field label="Email Address">
              {(id) => (
                <input
                  id={id}
                  type="email"
                  autoComplete="email"
                  value={form.email}
                  onChange={(e) => set("email")(e.target.value)}
                  className={adminInputClass}
                />
              )}
            </Field>

            <Field label="Role">
              {(id) => (
                <select id={id} value={form.role} onChange={(e) => set("role")(e.target.value)} className={adminInputClass}>
                  <option value="">Select Role</option>
                  <option value="admin">Admin</option>
                  <option value="manager">Manager</option>
                </select>
              )}
            </Field>

            <fieldset className="space-y-4 border-t border-gray-200 pt-5">
              <legend className="float-left mb-1 w-full text-base font-semibold text-ink">Change Password</legend>
              <p className="clear-both text-sm text-gray-600">Leave these empty to keep your current password.</p>
              {PASSWORD_FIELDS.map(({ key, label, autoComplete }) => (
                <Fragment key={key}>
                  <Field label={label}>
                    {(id) => (
                      <PasswordInput
                        id={id}
                        what={label.toLowerCase()}
                        autoComplete={autoComplete}
                        value={form[key]}
                        onChange={(e) => set(key)(e.target.value)}
                        className={adminInputClass}
                      />
                    )}
                  </Field>
                  {key === "newPassword" && form.newPassword ? <PasswordRequirements password={form.newPassword} /> : null}
                </Fragment>
              ))}
            </fieldset>

            <div className="flex justify-end border-t border-gray-200 pt-5">
              <button
                type="submit"
                disabled={saving}
                className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
              >
                {saving ? (
                  <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
                ) : (
                  <Save aria-hidden="true" className="h-4 w-4" />
                )}
                {saving ? "Saving..." : "Save Changes"}
              </button>
            </div>
          </section>
        </form>
      )}
    </div>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
