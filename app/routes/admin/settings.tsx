import { Save } from "lucide-react";
import { Fragment, Suspense, useState, type FormEvent } from "react";
import { Await, useFetcher, type ShouldRevalidateFunctionArgs } from "react-router";
import { settingsSchema, type SettingsInput } from "#schemas/auth";
import { quotationDefaultsInput } from "#schemas/quotations";
import type { DataAnswer, ErrorAnswer, QuotationDefaults, SettingsAnswer } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { backUpNow, readBackups, type BackupResult } from "~/features/backups/backups-action";
import { BackupsPanel } from "~/features/backups/backups-panel";
import { PasswordInput } from "~/features/staff/password-input";
import { PasswordRequirements } from "~/features/staff/password-requirements";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { ApiError, api, isAbortError, isSignedOutError, serverMessageOf } from "~/lib/api";
import { adminUserContext, forgetVerifiedUser } from "~/lib/admin-session";
import { getStoredUser, saveSession } from "~/lib/auth-storage";
import { checkWith, useEachResult, useFormErrors, type FieldErrors } from "~/lib/form";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/settings";

export const meta = () => adminMeta("Settings");

interface Account {
  email: string;
  role: string;
}

type SettingsForm = Account & { currentPassword: string; newPassword: string; confirmPassword: string };

export type SettingsResult = { ok: true; message: string } | { ok: false; error?: string; fieldErrors?: FieldErrors; status: number };

/** An answer without success: the screen shows its message, else its error, else its own words. */
type Unsuccessful = Partial<Omit<ErrorAnswer, "success">> & { success: false; message?: string };

const EMPTY_PASSWORDS = { currentPassword: "", newPassword: "", confirmPassword: "" };
/** The three password fields; each show/hide button is named after its field ("Show new password"). */
const PASSWORD_FIELDS = [
  { key: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  { key: "newPassword", label: "New Password", autoComplete: "new-password" },
  { key: "confirmPassword", label: "Confirm New Password", autoComplete: "new-password" },
] as const;
/** Answers whose own words say what to fix (bad input, a role the person may not take, an e-mail in use, a wait after wrong passwords). */
const SHOWN_STATUSES = [400, 403, 409, 429];
const UPDATE_FAILED = "Failed to update settings";
const SAVE_FAILED = "Failed to save settings. Please try again.";

/**
 * GET /api/settings/. A failure is said in a toast and the form starts from what the sign-in
 * stored, so it is still usable; null when the screen was left meanwhile or the session has ended
 * (the layout goes to the login).
 */
async function readAccount(signal: AbortSignal): Promise<Account | null> {
  try {
    const answer = await api<SettingsAnswer>("GET", "/api/settings/", undefined, { auth: true, signal });
    if (!answer?.success || !answer.data) throw new Error("No settings in the answer");
    return { email: answer.data.email ?? "", role: answer.data.role ?? "admin" };
  } catch (err) {
    if (isAbortError(err) || isSignedOutError(err)) return null;
    console.error("Failed to load settings", err);
    toast.error("Failed to load settings");
    const stored = getStoredUser();
    return { email: stored?.userEmailId ?? "", role: stored?.roleType || "admin" };
  }
}

/** The default terms of new quotations (admins change them here); null when not an admin or not readable. */
async function readTerms(signal: AbortSignal): Promise<string | null> {
  try {
    const answer = await api<DataAnswer<QuotationDefaults>>("GET", "/api/quotations/defaults", undefined, { auth: true, signal });
    return answer.data.terms;
  } catch (err) {
    if (!isAbortError(err) && !isSignedOutError(err)) console.error("Failed to load the quotation terms", err);
    return null;
  }
}

/** The account, read while the screen already shows its title and 'Loading settings...'; for an admin, the quotation terms and the backups too. */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const admin = context.get(adminUserContext).role === "admin";
  return {
    account: readAccount(request.signal),
    terms: admin ? readTerms(request.signal) : Promise.resolve(null),
    backups: admin ? readBackups(request.signal) : undefined,
  };
}

/**
 * Save the account (one intent: the screen saves e-mail, role and the password change together).
 * A password or role change revokes older tokens: the answer's fresh token is stored before the
 * router re-reads the signed-in user with it.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<SettingsResult | BackupResult> {
  const body = (await request.json()) as Record<string, unknown>;
  if (body.intent === "terms") return saveTerms(body, request.signal);
  if (body.intent === "backup") return backUpNow(request.signal);
  const checked = checkWith(settingsSchema, body);
  if (!checked.ok) return { ok: false, error: checked.error, fieldErrors: checked.fieldErrors, status: 400 };
  const values = checked.data;
  try {
    const answer = await api<SettingsAnswer | Unsuccessful>(
      "PUT",
      "/api/settings/",
      { ...values, email: values.email.trim() },
      { auth: true, signal: request.signal },
    );
    if (!answer?.success) return { ok: false, error: answer?.message || answer?.error || UPDATE_FAILED, status: 200 };
    if (answer.token) saveSession(answer.token, answer.data?.role ?? values.role);
    // The e-mail may have changed without a new token: the layout must read the user again.
    forgetVerifiedUser();
    return { ok: true, message: answer.message || "Settings updated successfully" };
  } catch (err) {
    if (isAbortError(err)) throw err;
    // A 401: the layout sends the person to the login; nothing to say here.
    if (isSignedOutError(err)) return { ok: false, status: 401 };
    const shown = serverMessageOf(err, SHOWN_STATUSES);
    if (!shown) console.error("Failed to save settings", err);
    return {
      ok: false,
      error: shown ?? SAVE_FAILED,
      fieldErrors: err instanceof ApiError ? err.fieldErrors : undefined,
      status: err instanceof ApiError ? err.status : 0,
    };
  }
}

/** PUT /api/quotations/defaults: the terms every new quotation starts with. */
async function saveTerms(body: Record<string, unknown>, signal: AbortSignal): Promise<SettingsResult> {
  const checked = checkWith(quotationDefaultsInput, body);
  if (!checked.ok) return { ok: false, error: checked.error, fieldErrors: checked.fieldErrors, status: 400 };
  try {
    await api("PUT", "/api/quotations/defaults", checked.data, { auth: true, signal });
    return { ok: true, message: "Quotation terms saved" };
  } catch (err) {
    if (isAbortError(err)) throw err;
    if (isSignedOutError(err)) return { ok: false, status: 401 };
    const shown = serverMessageOf(err, SHOWN_STATUSES);
    if (!shown) console.error("Failed to save the quotation terms", err);
    return {
      ok: false,
      error: shown ?? "Failed to save the quotation terms. Please try again.",
      fieldErrors: err instanceof ApiError ? err.fieldErrors : undefined,
      status: err instanceof ApiError ? err.status : 0,
    };
  }
}

/** After a save the form already shows what was stored (the layout re-reads the user on its own). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate;
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Settings</h1>
        <p className="mt-1 text-gray-600">Manage your application settings and preferences</p>
      </div>

      <Suspense
        fallback={
          <Card role="status" className="flex items-center gap-3 p-6 text-gray-700">
            <Spinner size="md" className="text-brand-600" />
            Loading settings...
          </Card>
        }
      >
        <Await resolve={loaderData.account}>{(account) => (account ? <AccountForm account={account} /> : null)}</Await>
      </Suspense>
      <Suspense fallback={null}>
        <Await resolve={loaderData.terms}>{(terms) => (terms === null ? null : <TermsForm terms={terms} />)}</Await>
      </Suspense>
      {loaderData.backups ? (
        <Suspense fallback={null}>
          <Await resolve={loaderData.backups}>{(backups) => <BackupsPanel initial={backups} />}</Await>
        </Suspense>
      ) : null}
    </div>
  );
}

function AccountForm({ account }: { account: Account }) {
  const [form, setForm] = useState<SettingsForm>({ ...account, ...EMPTY_PASSWORDS });
  const { formRef, errors, show, clear, reset } = useFormErrors();
  const fetcher = useFetcher<SettingsResult>();
  const saving = fetcher.state !== "idle";

  const set = (field: keyof SettingsForm) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };

  useEachResult(fetcher.data, (result) => {
    if (result.ok) {
      toast.success(result.message);
      setForm((f) => ({ ...f, ...EMPTY_PASSWORDS }));
      reset();
      return;
    }
    if (result.fieldErrors) show(result.fieldErrors);
    if (result.error) toast.error(result.error);
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    // Checked in order (e-mail, role, then the password change); the first failure is the toast.
    const checked = checkWith(settingsSchema, form);
    if (!checked.ok) {
      show(checked.fieldErrors);
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

        <div className="flex justify-end border-t border-gray-200 pt-5">
          <Button type="submit" busy={saving} icon={<Save aria-hidden="true" className="h-4 w-4" />} className="w-full py-2.5 sm:w-auto">
            {saving ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </Card>
    </form>
  );
}

/** The terms printed on every new quotation (each quotation can still change its own). */
function TermsForm({ terms: stored }: { terms: string }) {
  const [terms, setTerms] = useState(stored);
  const { formRef, errors, validate, show, clear } = useFormErrors();
  const fetcher = useFetcher<SettingsResult>();
  const saving = fetcher.state !== "idle";
  useEachResult(fetcher.data, (result) => {
    if (result.ok) return void toast.success(result.message);
    if (result.fieldErrors) show(result.fieldErrors);
    if (result.error) toast.error(result.error);
  });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (saving || !validate(quotationDefaultsInput, { terms })) return;
        void fetcher.submit({ intent: "terms", terms }, { method: "post", encType: "application/json" });
      }}
      className="max-w-2xl"
    >
      <Card as="section" aria-labelledby="quotation-terms-title" className="space-y-5 p-5 sm:p-6">
        <h2 id="quotation-terms-title" className="text-lg font-semibold text-ink">
          Quotation terms
        </h2>
        <Field label="Default terms" error={errors.terms} hint="New quotations start with these terms; each quotation can change its own.">
          <Textarea
            rows={8}
            value={terms}
            onChange={(e) => {
              setTerms(e.target.value);
              clear("terms");
            }}
          />
        </Field>
        <div className="flex justify-end border-t border-gray-200 pt-5">
          <Button type="submit" busy={saving} icon={<Save aria-hidden="true" className="h-4 w-4" />} className="w-full py-2.5 sm:w-auto">
            {saving ? "Saving..." : "Save terms"}
          </Button>
        </div>
      </Card>
    </form>
  );
}
