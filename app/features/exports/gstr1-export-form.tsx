import { Download } from "lucide-react";
import { useState } from "react";
import { GSTR1_SHEETS, type Gstr1Sheet } from "#schemas/exports";
import { indiaDay } from "#schemas/india-time";
import { SettingsSection } from "~/components/admin/settings-section";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { downloadFile } from "~/lib/download";
import { toast } from "~/lib/toast";
import { useExportCall } from "./export-call";

/** What each sheet of the GST portal's offline tool holds. */
const SHEET_LABELS: Record<Gstr1Sheet, string> = {
  b2b: "B2B",
  b2cl: "B2C large",
  b2cs: "B2C small",
  hsn: "HSN summary",
  docs: "Documents issued",
};

/** Last month (India), the one usually filed: "2026-10" in November 2026. */
function lastMonth(): string {
  const [y, m] = indiaDay().split("-").map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

/** "GSTR-1 data": a month's invoices as the CSV sheets of the GST portal's GSTR-1 offline tool, one download each. */
export function Gstr1ExportForm() {
  const [month, setMonth] = useState(lastMonth);
  const [sheet, setSheet] = useState<Gstr1Sheet | null>(null);
  const { busy, errors, run } = useExportCall();
  const download = async (name: Gstr1Sheet) => {
    setSheet(name);
    const filename = `gstr1-${month}-${name}.csv`;
    const query = new URLSearchParams({ month, sheet: name });
    const done = await run(
      () => downloadFile(`/api/exports/gstr1?${query}`, filename).then(() => true),
      "Failed to download the GSTR-1 data. Please try again.",
    );
    if (done) toast.success(`${filename} downloaded`);
  };
  return (
    <SettingsSection
      title="GSTR-1 data"
      description="The month's invoices as the CSV files the GST portal's GSTR-1 offline tool imports: B2B, B2C large, B2C small, HSN summary and documents issued (with the cancelled numbers)."
    >
      <Field label="Month" error={errors.month} required className="max-w-xs">
        <Input type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
      </Field>
      <div role="group" aria-label="GSTR-1 sheets" className="flex flex-wrap gap-2">
        {GSTR1_SHEETS.map((name) => (
          <Button
            key={name}
            variant="outline"
            busy={busy && sheet === name}
            disabled={busy && sheet !== name}
            onClick={() => void download(name)}
            icon={<Download aria-hidden="true" className="h-4 w-4" />}
          >
            {SHEET_LABELS[name]} ({name}.csv)
          </Button>
        ))}
      </div>
    </SettingsSection>
  );
}
