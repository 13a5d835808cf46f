import { useState, type FormEvent } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { TwoStepSetupDto } from "#schemas/wire";
import { CODE_REQUIRED } from "#schemas/two-step";
import { CodeInput } from "~/features/two-step/code-input";
import { RecoveryCodes } from "~/features/two-step/recovery-codes";
import { SetupForm } from "~/features/two-step/setup-form";
import type { TwoStepSignInResult } from "~/features/two-step/sign-in-action";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { Input } from "~/components/ui/input";
import type { LoginStep } from "~/lib/admin-session";
import { useEachResult } from "~/lib/form";

/**
 * The login screen after a right password, for an account with two-step sign-in: the 6-digit code
 * (or a recovery code); for an admin the rule asks, the setup first. `target` is where the person
 * goes once signed in; `onRestart` goes back to the password.
 */
export function TwoStepSignIn({ loginStep, target, onRestart }: { loginStep: LoginStep; target: string; onRestart: () => void }) {
  const navigate = useNavigate();
  const fetcher = useFetcher<TwoStepSignInResult>();
  const busy = fetcher.state !== "idle";
  const [error, setError] = useState("");
  const [codeError, setCodeError] = useState("");
  const [setup, setSetup] = useState<TwoStepSetupDto | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEachResult(fetcher.data, (result) => {
    if (!result.ok) {
      // A wrong code is said under the field; anything else (an expired sign-in, a wait) above it.
      setCodeError(result.fieldErrors?.code ?? "");
      setError(result.fieldErrors?.code ? "" : result.error);
      return;
    }
    setError("");
    setCodeError("");
    if ("setup" in result) setSetup(result.setup);
    else if (result.recoveryCodes) setRecoveryCodes(result.recoveryCodes);
  });

  const send = (intent: string, code?: string) => {
    setError("");
    void fetcher.submit({ intent, challenge: loginStep.challenge, ...(code === undefined ? {} : { code }) }, { method: "post", encType: "application/json" });
  };

  return (
    <section aria-labelledby="two-step-title" className="space-y-5">
      <h2 id="two-step-title" className="text-lg font-semibold text-ink">
        Two-step sign-in
      </h2>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} doneLabel="Continue to the admin panel" onDone={() => navigate(target, { replace: true })} />
      ) : loginStep.step === "code" ? (
        <CodeForm busy={busy} error={codeError} onSubmit={(code) => send("two-step-code", code)} onEdit={() => setCodeError("")} />
      ) : setup ? (
        <SetupForm setup={setup} busy={busy} error={codeError} submitLabel="Turn on and sign in" onSubmit={(code) => send("two-step-enable", code)} />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-gray-700">
            Admin accounts must use two-step sign-in: after your password, a 6-digit code from an authenticator app on your phone. Set it up now to continue.
          </p>
          <Button type="button" busy={busy} onClick={() => send("two-step-setup")} className="w-full">
            Set up two-step sign-in
          </Button>
        </div>
      )}
      {recoveryCodes ? null : (
        <Button type="button" variant="ghost" onClick={onRestart} disabled={busy} className="w-full">
          Back to sign in
        </Button>
      )}
    </section>
  );
}

/** The code step: the app's 6-digit code, or one of the recovery codes instead. */
function CodeForm({ busy, error, onSubmit, onEdit }: { busy: boolean; error: string; onSubmit: (code: string) => void; onEdit: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [missing, setMissing] = useState(false);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const typed = recovery ? code.trim() : code.replace(/\s/g, "");
    if (!typed) return setMissing(true);
    onSubmit(typed);
  }
  const edit = (value: string) => {
    setCode(value);
    setMissing(false);
    onEdit();
  };
  const fieldError = missing ? CODE_REQUIRED : error;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-gray-700">
        {recovery
          ? "Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once."
          : "Enter the 6-digit code from your authenticator app."}
      </p>
      {recovery ? (
        <Field key="recovery" label="Recovery code" error={fieldError}>
          <Input name="code" autoComplete="off" spellCheck={false} value={code} onChange={(e) => edit(e.target.value)} className="py-2.5 font-mono text-base" />
        </Field>
      ) : (
        <Field key="code" label="Authentication code" error={fieldError}>
          <CodeInput name="code" value={code} onChange={(e) => edit(e.target.value)} className="py-2.5 text-base tracking-widest" autoFocus />
        </Field>
      )}
      <Button type="submit" size="lg" busy={busy} className="w-full">
        {busy ? "Checking..." : "Verify"}
      </Button>
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        onClick={() => {
          setRecovery((r) => !r);
          edit("");
        }}
      >
        {recovery ? "Use the code from my app" : "Use a recovery code instead"}
      </Button>
    </form>
  );
}
