import { Button } from "~/components/ui/button";

/** The ten recovery codes, shown once right after the setup: each signs in once without the phone. */
export function RecoveryCodes({ codes, doneLabel, onDone }: { codes: string[]; doneLabel: string; onDone: () => void }) {
  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-3">
      <h3 id="recovery-codes-title" className="text-base font-semibold text-ink">
        Your recovery codes
      </h3>
      <p className="text-sm text-gray-700">
        Save these codes somewhere safe now (print them or keep them in a password manager): they are not shown again. If you lose your phone, each code signs
        you in once in place of the 6-digit code.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-1 gap-2 rounded-lg bg-gray-50 p-4 font-mono text-sm text-ink sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" onClick={onDone}>
        {doneLabel}
      </Button>
    </section>
  );
}
