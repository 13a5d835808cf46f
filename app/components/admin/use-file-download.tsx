import { Download } from "lucide-react";
import { useState } from "react";
import { isSignedOutError, serverMessageOf } from "~/lib/api";
import { downloadFile } from "~/lib/download";
import { toast } from "~/lib/toast";

type DownloadFailure = {
  /** The statuses whose message the server writes for people (a document that is gone: 404). */
  shown: readonly number[];
  /** The toast of any other failure: "Failed to download the receipt. Please try again." */
  failure: string;
  /** Logged with the error when the server said nothing to show (an unexpected failure). */
  log?: string;
};

/**
 * "Download PDF" of a document (invoice, receipt, challan, statement): `download(path, filename)`
 * saves the API's file, says so in a toast naming it, and `downloading` is true meanwhile. An ended
 * session says nothing here: the admin layout goes to the login. `button(path, filename)` is what a
 * download Button takes: the Download icon, busy while it runs, and the download on click.
 */
export function useFileDownload({ shown, failure, log }: DownloadFailure) {
  const [downloading, setDownloading] = useState(false);
  const download = async (path: `/api/${string}`, filename: string) => {
    setDownloading(true);
    try {
      await downloadFile(path, filename);
      toast.success(`${filename} downloaded`);
    } catch (err) {
      if (isSignedOutError(err)) return;
      const message = serverMessageOf(err, shown);
      if (!message && log) console.error(log, err);
      toast.error(message ?? failure);
    } finally {
      setDownloading(false);
    }
  };
  const button = (path: `/api/${string}`, filename: string) => ({
    busy: downloading,
    onClick: () => void download(path, filename),
    icon: <Download aria-hidden="true" className="h-4 w-4" />,
  });
  return { downloading, download, button };
}
