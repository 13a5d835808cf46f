import { useState } from "react";
import type { TallyLedgers } from "#schemas/exports";
import { PAYMENT_MODE_LABELS, PAYMENT_MODES } from "#schemas/payments";
import { GST_RATES } from "#schemas/gst";
import { SettingsSection } from "~/components/admin/settings-section";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { api } from "~/lib/api";
import { toast } from "~/lib/toast";
import { useExportCall } from "./export-call";

type Single = "cgst" | "sgst" | "igst" | "freight" | "roundOff";
const SINGLES: [Single, string][] = [
  ["cgst", "CGST"],
  ["sgst", "SGST"],
  ["igst", "IGST"],
  ["freight", "Freight"],
  ["roundOff", "Round off"],
];

/** Settings, "Tally ledgers" (admins): the ledger names the Tally export writes, exactly as they are in the company's Tally. */
export function TallyLedgersForm({ ledgers }: { ledgers: TallyLedgers }) {
  const [value, setValue] = useState(ledgers);
  const { busy, errors, run } = useExportCall();
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const answer = await run(() => api("PUT", "/api/settings/tally-ledgers", value, { auth: true }), "Failed to save the Tally ledgers. Please try again.");
    if (answer) toast.success(answer.message ?? "Tally ledgers saved");
  };
  const grid = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";
  return (
    <form onSubmit={save} noValidate className="max-w-3xl">
      <SettingsSection
        title="Tally ledgers"
        description="The ledger names Export for Tally writes. Each must be exactly the name of a ledger in your Tally company."
      >
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-ink">Sales ledger per GST rate</legend>
          <div className={grid}>
            {GST_RATES.map((rate) => (
              <Field key={rate} label={`Sales at ${rate}%`} error={errors[`sales.${rate}`]} required>
                <Input
                  value={value.sales[String(rate)] ?? ""}
                  onChange={(e) => setValue({ ...value, sales: { ...value.sales, [String(rate)]: e.target.value } })}
                />
              </Field>
            ))}
          </div>
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-ink">Taxes, freight and round off</legend>
          <div className={grid}>
            {SINGLES.map(([key, label]) => (
              <Field key={key} label={label} error={errors[key]} required>
                <Input value={value[key]} onChange={(e) => setValue({ ...value, [key]: e.target.value })} />
              </Field>
            ))}
          </div>
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-ink">Cash or bank ledger per payment mode</legend>
          <div className={grid}>
            {PAYMENT_MODES.map((mode) => (
              <Field key={mode} label={`Received by ${PAYMENT_MODE_LABELS[mode]}`} error={errors[`receipts.${mode}`]} required>
                <Input value={value.receipts[mode]} onChange={(e) => setValue({ ...value, receipts: { ...value.receipts, [mode]: e.target.value } })} />
              </Field>
            ))}
          </div>
        </fieldset>
        <Button type="submit" busy={busy}>
          Save
        </Button>
      </SettingsSection>
    </form>
  );
}
