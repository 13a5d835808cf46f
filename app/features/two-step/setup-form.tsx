import { useState, type FormEvent } from "react";
import type { TwoStepSetupDto } from "#schemas/wire";
import { CODE_REQUIRED } from "#schemas/two-step";
import { CodeInput } from "~/features/two-step/code-input";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/**
 * A new secret shown once: its QR code for an authenticator app, the same secret as text for
 * typing in, and the first code, which turns two-step sign-in on.
 */
export function SetupForm(props: {
  setup: TwoStepSetupDto;
  busy: boolean;
  error?: string;
  submitLabel: string;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
}) {
  const { setup, busy, error, submitLabel } = props;
  const [code, setCode] = useState("");
  const [missing, setMissing] = useState(false);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    if (!code.trim()) return setMissing(true);
    props.onSubmit(code.replace(/\s/g, ""));
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-gray-700">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password or any other).</li>
        <li>Scan the QR code, or type in the setup key.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={setup.qrCode}
        alt="QR code for your authenticator app"
        width={192}
        height={192}
        className="h-48 w-48 rounded-md border border-gray-200 bg-white"
      />
      <Field label="Setup key" hint="Type this into the app if you cannot scan the QR code. It is not shown again.">
        <Input readOnly value={setup.secret} spellCheck={false} className="font-mono tracking-wider" onFocus={(e) => e.currentTarget.select()} />
      </Field>
      <Field label="Authentication code" error={missing ? CODE_REQUIRED : error}>
        <CodeInput
          name="code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setMissing(false);
          }}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {props.onCancel ? (
          <Button type="button" variant="secondary" onClick={props.onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
