import { DatabaseBackup, Download, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { BackupStatusDto } from "#schemas/backups";
import { downloadLatestBackup, type BackupResult } from "~/features/backups/backups-action";
import { Button } from "~/components/ui/button";
import { SettingsSection } from "~/components/admin/settings-section";
import { isSignedOutError, serverMessageOf } from "~/lib/api";
import { formatBytes, formatDateTime } from "#schemas/format";
import { useEachResult } from "~/lib/form";
import { toast } from "~/lib/toast";

/**
 * Settings → Backups (admins only): the last backup's time and size, the last run's failure when
 * it failed, "Back up now" and "Download latest backup". `initial` is null when the status could
 * not be read; the buttons still work.
 */
export function BackupsPanel({ initial }: { initial: BackupStatusDto | null }) {
  const [status, setStatus] = useState(initial);
  const [downloading, setDownloading] = useState(false);
  const fetcher = useFetcher<BackupResult>();
  const backingUp = fetcher.state !== "idle";

  useEachResult(fetcher.data, (result) => {
    if (result.backups) setStatus(result.backups);
    if (result.ok) toast.success(result.message);
    else if (result.error) toast.error(result.error);
  });

  const latest = status?.latestFile ?? null;
  const download = async () => {
    if (!latest) return;
    setDownloading(true);
    try {
      // The browser saves the file itself and shows its progress; the name is the file's on the server.
      const name = await downloadLatestBackup();
      toast.success(`Downloading ${name}`);
    } catch (err) {
      if (isSignedOutError(err)) return;
      const shown = serverMessageOf(err, [403, 404]);
      if (!shown) console.error("Failed to download the latest backup", err);
      toast.error(shown ?? "Failed to download the backup. Please try again.");
    } finally {
      setDownloading(false);
    }
  };

  const last = status?.lastBackup ?? null;
  const run = status?.lastRun ?? null;
  return (
    <SettingsSection
      title="Backups"
      className="max-w-2xl"
      description={
        !status
          ? "The backup status could not be read."
          : status.schedule.enabled
            ? `The database and uploaded files are backed up every day at ${status.schedule.time} India time. The backups of the last ${status.schedule.keepDaily} days are kept${status.schedule.keepWeekly > 0 ? `, and before them one a week for ${status.schedule.keepWeekly} more weeks` : ""}.`
            : "Daily backups are off on this server (BACKUPS=off). Back up now still makes one."
      }
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-gray-600">Last backup</dt>
          <dd className="mt-1 text-ink">{last ? formatDateTime(last.at) : "None yet"}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-gray-600">Size</dt>
          <dd className="mt-1 text-ink">{last ? formatBytes(last.bytes) : "—"}</dd>
        </div>
      </dl>

      {run?.status === "failed" ? (
        <div role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <p>
            The last backup failed ({formatDateTime(run.finishedAt ?? run.startedAt)}): {run.error || "no reason was recorded"}
          </p>
        </div>
      ) : run?.status === "running" ? (
        <p role="status" className="text-sm text-gray-700">
          A backup is being made (started {formatDateTime(run.startedAt)}).
        </p>
      ) : null}

      {status?.copy ? (
        <p className="text-sm text-gray-700">
          {status.copy.copied === true
            ? `A copy of the last backup is kept in ${status.copy.location}.`
            : status.copy.copied === false
              ? `The last backup is not in ${status.copy.location}${status.copy.error ? `: ${status.copy.error}` : "."}`
              : `Whether ${status.copy.location} holds the last backup could not be checked${status.copy.error ? `: ${status.copy.error}` : "."}`}
        </p>
      ) : null}

      <div className="flex flex-col gap-3 border-t border-gray-200 pt-5 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          busy={downloading}
          disabled={!latest}
          onClick={() => void download()}
          icon={<Download aria-hidden="true" className="h-4 w-4" />}
          className="w-full py-2.5 sm:w-auto"
        >
          Download latest backup
        </Button>
        <Button
          busy={backingUp}
          onClick={() => void fetcher.submit({ intent: "backup" }, { method: "post", encType: "application/json" })}
          icon={<DatabaseBackup aria-hidden="true" className="h-4 w-4" />}
          className="w-full py-2.5 sm:w-auto"
        >
          {backingUp ? "Backing up..." : "Back up now"}
        </Button>
      </div>
      {!latest && status ? <p className="text-sm text-gray-600 sm:text-right">There is no backup on this server to download yet.</p> : null}
    </SettingsSection>
  );
}
