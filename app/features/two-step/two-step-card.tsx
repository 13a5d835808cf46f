import { useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { TwoStepSetupDto, TwoStepStatusDto } from "#schemas/wire";
import { twoStepDisableSchema } from "#schemas/two-step";
import { PasswordInput } from "~/features/staff";
import { CodeInput } from "~/features/two-step/code-input";
import { RecoveryCodes } from "~/features/two-step/recovery-codes";
import { SetupForm } from "~/features/two-step/setup-form";
import type { TwoStepSettingsResult } from "~/features/two-step/settings-action";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { checkWith, firstFieldError, useEachResult, useFormErrors } from "~/lib/form";
import { toast } from "~/lib/toast";

const post = (fetcher: { submit: ReturnType<typeof useFetcher>["submit"] }, body: Record<string, unknown>) =>
  void fetcher.submit(body as never, { method: "post", encType: "application/json" });

/** A result said as every Settings save says it: the message in a toast, a refusal's fields under them; then `done` with the new status. */
function report(result: TwoStepSettingsResult, show: (fieldErrors: Record<string, string>) => void, done: (status: Partial<TwoStepStatusDto>) => void) {
  if (!result.ok) {
    if (result.fieldErrors) show(firstFieldError(result.fieldErrors));
    toast.error(result.error);
    return;
  }
  if (result.message) toast.success(result.message);
  if (result.status) done(result.status);
}

/**
 * Settings' "Two-step sign-in": set it up (QR code, the secret as text, the first code, then the
 * recovery codes once), turn it off (password and a code), and for an admin, the rule for every admin.
 */
export function TwoStepCard({ initial, isAdmin }: { initial: TwoStepStatusDto; isAdmin: boolean }) {
  const [status, setStatus] = useState(initial);
  const [setup, setSetup] = useState<TwoStepSetupDto | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [codeError, setCodeError] = useState<string>();
  const fetcher = useFetcher<TwoStepSettingsResult>();
  const busy = fetcher.state !== "idle";

  const update = (changed: Partial<TwoStepStatusDto>) => setStatus((s) => ({ ...s, ...changed }));

  useEachResult(fetcher.data, (result) => {
    report(result, (fieldErrors) => setCodeError(fieldErrors.code), update);
    if (!result.ok) return;
    setCodeError(undefined);
    if (result.setup) setSetup(result.setup);
    if (result.recoveryCodes) {
      setSetup(null);
      setRecoveryCodes(result.recoveryCodes);
    }
  });

  return (
    <Card as="section" aria-labelledby="two-step-title" className="max-w-2xl space-y-5 p-5 sm:p-6">
      <div>
        <h2 id="two-step-title" className="text-lg font-semibold text-ink">
          Two-step sign-in
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          After your password, sign-in also asks for a 6-digit code from an authenticator app on your phone, so a stolen password alone is not enough.
        </p>
      </div>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} doneLabel="I have saved my recovery codes" onDone={() => setRecoveryCodes(null)} />
      ) : setup ? (
        <SetupForm
          setup={setup}
          busy={busy}
          error={codeError}
          submitLabel="Turn on two-step sign-in"
          onSubmit={(code) => post(fetcher, { intent: "two-step-enable", code })}
          onCancel={() => setSetup(null)}
        />
      ) : status.enabled ? (
        <TurnOff recoveryCodesLeft={status.recoveryCodesLeft} onDone={update} />
      ) : (
        <div className="space-y-3">
          <p className="text-sm font-medium text-gray-800">Two-step sign-in is off.</p>
          <Button type="button" busy={busy} onClick={() => post(fetcher, { intent: "two-step-setup" })}>
            Set up two-step sign-in
          </Button>
        </div>
      )}
      {isAdmin ? <AdminRule required={status.requiredForAdmins} onDone={update} /> : null}
    </Card>
  );
}

/** On: how many recovery codes are left, and turning it off with the current password and a code. */
function TurnOff({ recoveryCodesLeft, onDone }: { recoveryCodesLeft: number; onDone: (status: Partial<TwoStepStatusDto>) => void }) {
  const [form, setForm] = useState({ currentPassword: "", code: "" });
  const { formRef, errors, show, clear } = useFormErrors();
  const fetcher = useFetcher<TwoStepSettingsResult>();
  const busy = fetcher.state !== "idle";
  useEachResult(fetcher.data, (result) => report(result, show, onDone));

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const checked = checkWith(twoStepDisableSchema, form);
    if (!checked.ok) return show(firstFieldError(checked.fieldErrors));
    post(fetcher, { intent: "two-step-disable", ...checked.data });
  }
  const set = (field: "currentPassword" | "code") => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm font-medium text-gray-800">
        Two-step sign-in is on. {recoveryCodesLeft === 1 ? "1 recovery code is left." : `${recoveryCodesLeft} recovery codes are left.`}
      </p>
      <fieldset className="space-y-4 border-t border-gray-200 pt-4">
        <legend className="float-left mb-1 w-full text-base font-semibold text-ink">Turn off two-step sign-in</legend>
        <Field label="Current Password" error={errors.currentPassword} className="clear-both">
          <PasswordInput
            what="current password"
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={(e) => set("currentPassword")(e.target.value)}
          />
        </Field>
        <Field label="Authentication code" hint="The 6-digit code from your app, or a recovery code." error={errors.code}>
          <CodeInput maxLength={40} value={form.code} onChange={(e) => set("code")(e.target.value)} />
        </Field>
        <Button type="submit" variant="danger" busy={busy}>
          Turn off two-step sign-in
        </Button>
      </fieldset>
    </form>
  );
}

/** The admins' rule: while on, an admin without a second factor sets one up at the next sign-in. */
function AdminRule({ required, onDone }: { required: boolean; onDone: (status: Partial<TwoStepStatusDto>) => void }) {
  const fetcher = useFetcher<TwoStepSettingsResult>();
  useEachResult(fetcher.data, (result) => report(result, () => undefined, onDone));
  return (
    <div className="space-y-3 border-t border-gray-200 pt-4">
      <h3 className="text-base font-semibold text-ink">Every admin</h3>
      <p className="text-sm text-gray-700">
        {required
          ? "Two-step sign-in is required for every admin account: an admin without it sets it up at their next sign-in."
          : "Two-step sign-in is optional for admin accounts."}
      </p>
      <Button
        type="button"
        variant="secondary"
        busy={fetcher.state !== "idle"}
        onClick={() => post(fetcher, { intent: "two-step-policy", requiredForAdmins: !required })}
      >
        {required ? "Make it optional for admins" : "Require it for every admin"}
      </Button>
    </div>
  );
}
