import { adminMeta } from "~/components/admin/admin-meta";
import { PageHeader } from "~/components/admin/page-header";
import { Gstr1ExportForm } from "~/features/exports/gstr1-export-form";
import { TallyExportForm } from "~/features/exports/tally-export-form";

export const meta = () => adminMeta("Exports");

/** Exports: the files the accountant takes instead of re-typing the invoices (Tally XML, GSTR-1 CSV sheets). */
export default function AdminExports() {
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title="Exports" subtitle="Files for the accountant: the invoices for Tally and for the GSTR-1 return" />
      <TallyExportForm />
      <Gstr1ExportForm />
    </div>
  );
}
