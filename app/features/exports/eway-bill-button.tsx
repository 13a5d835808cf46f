import { FileJson } from "lucide-react";
import { EWAY_BILL_THRESHOLD, ewayBillFileName } from "#schemas/exports";
import { Button } from "~/components/ui/button";
import { downloadFile } from "~/lib/download";
import { toast } from "~/lib/toast";
import { useExportCall } from "./export-call";

/**
 * "e-Way Bill JSON" of an invoiced load, for the e-way bill portal's bulk upload: offered first when
 * the invoice value is over ₹50,000 (where goods must move with an e-way bill), quieter below it.
 */
export function EwayBillButton({ dispatch }: { dispatch: { id: number; number: string; invoice_value?: string | null } }) {
  const { busy, run } = useExportCall();
  if (!dispatch.invoice_value) return null;
  const needed = Number(dispatch.invoice_value) > EWAY_BILL_THRESHOLD;
  const filename = ewayBillFileName(dispatch.number);
  const download = async () => {
    const done = await run(
      () => downloadFile(`/api/dispatches/${dispatch.id}/eway-bill`, filename).then(() => true),
      "Failed to make the e-Way Bill JSON. Please try again.",
    );
    if (done) toast.success(`${filename} downloaded`);
  };
  return (
    <Button
      variant={needed ? "outline" : "ghost"}
      size="sm"
      busy={busy}
      onClick={() => void download()}
      icon={<FileJson aria-hidden="true" className="h-4 w-4" />}
    >
      e-Way Bill JSON
    </Button>
  );
}
