import { useState } from "react";
import { downloadCsv } from "~/lib/download";
import { toast } from "~/lib/toast";

/**
 * "Export CSV" of an admin list: `exportCsv(path)` downloads the list's CSV (under the screen's
 * filters) as `{filename}-….csv`, says how it went in a toast, and `exporting` is true meanwhile.
 * `what` names the rows in lower case: "leads".
 */
export function useCsvExport(filename: string, what: string) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (path: `/api/${string}`) => {
    setExporting(true);
    try {
      await downloadCsv(path, filename);
      toast.success(`${what[0].toUpperCase()}${what.slice(1)} exported successfully!`);
    } catch (err) {
      console.error(`Failed to export ${what}`, err);
      toast.error(`Failed to export ${what}. Please try again.`);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv };
}
