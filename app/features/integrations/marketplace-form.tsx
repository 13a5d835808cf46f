import { useState, type FormEvent } from "react";
import type { FieldErrors } from "#schemas/errors";
import { formatCountOf, formatDateTime } from "#schemas/format";
import { MARKETPLACE_LABELS, maskedKey, type IntegrationDto, type IntegrationRunDto, type Marketplace } from "#schemas/integrations";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { api, ApiError, isSignedOutError, serverMessageOf } from "~/lib/api";

/** A credential the form asks for: the API's field name, its label, and whether it is a secret (write-only). */
type CredentialField = { name: "key" | "userid" | "profile_id"; label: string; secret?: boolean };

export const MARKETPLACE_FIELDS: Record<Marketplace, CredentialField[]> = {
  indiamart: [{ name: "key", label: "CRM key", secret: true }],
  tradeindia: [
    { name: "userid", label: "User id" },
    { name: "profile_id", label: "Profile id" },
    { name: "key", label: "Key", secret: true },
  ],
};

/** What a saved, non-secret credential reads as in the form. */
const savedValue = (i: IntegrationDto, name: CredentialField["name"]) =>
  name === "userid" ? (i.userid ?? "") : name === "profile_id" ? (i.profileId ?? "") : "";

type Outcome = { ok: boolean; message: string };

/**
 * One marketplace in Settings' Integrations: its credentials (a secret is never shown again: after
 * saving, only "…" and its last 4 characters), "On", "Save", "Test connection" and "Pull now", and
 * how the last pull went (when, how many leads it brought, the last error in plain words).
 */
export function MarketplaceForm({ initial }: { initial: IntegrationDto }) {
  const provider = initial.provider;
  const name = MARKETPLACE_LABELS[provider];
  const [state, setState] = useState(initial);
  const [values, setValues] = useState(() => Object.fromEntries(MARKETPLACE_FIELDS[provider].map((f) => [f.name, savedValue(initial, f.name)])));
  const [enabled, setEnabled] = useState(initial.enabled);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<"save" | "test" | "pull" | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const path = `/api/integrations/${provider}` as const;

  async function run(kind: "save" | "test" | "pull", call: () => Promise<Outcome>) {
    setBusy(kind);
    setOutcome(null);
    try {
      setOutcome(await call());
    } catch (err) {
      if (isSignedOutError(err)) return;
      if (err instanceof ApiError && err.fieldErrors) setErrors(err.fieldErrors);
      const shown = serverMessageOf(err, [400, 409, 429]);
      if (!shown) console.error(`Failed to ${kind} ${name}`, err);
      setOutcome({ ok: false, message: shown ?? `Could not reach the server. Please try again.` });
    } finally {
      setBusy(null);
    }
  }

  const save = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    void run("save", async () => {
      // A secret left blank keeps the saved one.
      const body = { ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() || undefined])), enabled };
      const answer = await api("PUT", path, body, { auth: true });
      const saved = answer.data as IntegrationDto;
      setState(saved);
      setValues((cur) => ({ ...cur, key: "" }));
      return { ok: true, message: `${name} settings saved` };
    });
  };
  const action = (kind: "test" | "pull") =>
    run(kind, async () => {
      const answer =
        kind === "test"
          ? await api("POST", `/api/integrations/${provider}/test`, undefined, { auth: true })
          : await api("POST", `/api/integrations/${provider}/pull`, undefined, { auth: true });
      // A refusal (429 inside the minimum interval) throws: what arrives here is the run's outcome.
      const { data } = answer as { data: IntegrationRunDto };
      setState(data.integration);
      return { ok: data.ok, message: data.message };
    });

  const titleId = `${provider}-title`;
  return (
    <form noValidate onSubmit={save} aria-labelledby={titleId} className="space-y-4 rounded-lg border border-gray-200 p-4">
      <h3 id={titleId} className="text-base font-semibold text-ink">
        {name}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {MARKETPLACE_FIELDS[provider].map((f) => (
          <Field
            key={f.name}
            label={f.label}
            error={errors[f.name]}
            hint={f.secret ? (state.keyLast4 ? `Saved: ${maskedKey(state.keyLast4)}. Leave blank to keep it.` : "Not saved yet.") : undefined}
          >
            <Input
              name={f.name}
              type={f.secret ? "password" : "text"}
              autoComplete="off"
              spellCheck={false}
              value={values[f.name]}
              onChange={(e) => setValues((cur) => ({ ...cur, [f.name]: e.target.value }))}
            />
          </Field>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} className="h-4 w-4 rounded border-gray-400" />
        On
        <span className="text-gray-600">(pulls new enquiries every 15 minutes)</span>
      </label>
      {errors.enabled ? <p className="text-sm text-red-700">{errors.enabled}</p> : null}

      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium text-gray-600">Last pull</dt>
          <dd className="mt-0.5 text-ink">{state.lastPullAt ? formatDateTime(state.lastPullAt) : "None yet"}</dd>
        </div>
        <div>
          <dt className="font-medium text-gray-600">Leads</dt>
          <dd className="mt-0.5 text-ink">{state.lastPullCount === null ? "—" : `Brought ${formatCountOf(state.lastPullCount, "lead")}`}</dd>
        </div>
        <div>
          <dt className="font-medium text-gray-600">Next pull allowed</dt>
          <dd className="mt-0.5 text-ink">{state.nextPullAfter ? formatDateTime(state.nextPullAfter) : "Now"}</dd>
        </div>
      </dl>
      {state.lastError ? (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Last error{state.lastErrorAt ? ` (${formatDateTime(state.lastErrorAt)})` : ""}: {state.lastError}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy === "save"} disabled={busy !== null}>
          Save
        </Button>
        <Button variant="secondary" busy={busy === "test"} disabled={busy !== null} onClick={() => void action("test")}>
          Test connection
        </Button>
        <Button variant="secondary" busy={busy === "pull"} disabled={busy !== null} onClick={() => void action("pull")}>
          Pull now
        </Button>
      </div>
      <p role="status" className={outcome?.ok === false ? "text-sm text-red-700" : "text-sm text-green-800"}>
        {outcome?.message ?? ""}
      </p>
    </form>
  );
}
