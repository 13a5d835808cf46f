import { adminMeta } from "~/components/admin/admin-meta";
import { Gstr1ExportForm } from "~/features/exports/gstr1-export-form";
import { TallyExportForm } from "~/features/exports/tally-export-form";

export const meta = () => adminMeta("Exports");

/** Exports: the files the accountant takes instead of re-typing the invoices (Tally XML, GSTR-1 CSV sheets). */
export default function AdminExports() {
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Exports</h1>
        <p className="mt-1 text-gray-600">Files for the accountant: the invoices for Tally and for the GSTR-1 return</p>
      </div>
      <TallyExportForm />
      <Gstr1ExportForm />
    </div>
  );
}
