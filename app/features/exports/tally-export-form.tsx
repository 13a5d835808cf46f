import { Download } from "lucide-react";
import { useState } from "react";
import { indiaDay } from "#schemas/india-time";
import { SettingsSection } from "~/components/admin/settings-section";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { downloadFile } from "~/lib/download";
import { toast } from "~/lib/toast";
import { useExportCall } from "./export-call";

/** "Export for Tally": the invoices and receipts from one day to another as a file TallyPrime imports (this month so far until changed). */
export function TallyExportForm() {
  const today = indiaDay();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const { busy, errors, run } = useExportCall();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const filename = `tally-${from}-to-${to}.xml`;
    const query = new URLSearchParams({ from, to });
    const done = await run(() => downloadFile(`/api/exports/tally?${query}`, filename).then(() => true), "Failed to export for Tally. Please try again.");
    if (done) toast.success(`${filename} downloaded`);
  };
  return (
    <form onSubmit={submit} noValidate>
      <SettingsSection
        title="Export for Tally"
        description="Sales vouchers of the invoices and receipt vouchers of the payments between two days, for Gateway of Tally → Import → Transactions. The ledger names are set in Settings."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="From" error={errors.from} required>
            <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </Field>
          <Field label="To" error={errors.to} required>
            <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </Field>
        </div>
        <Button type="submit" busy={busy} icon={<Download aria-hidden="true" className="h-4 w-4" />}>
          Export for Tally
        </Button>
      </SettingsSection>
    </form>
  );
}
