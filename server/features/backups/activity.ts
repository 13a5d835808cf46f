/** The backups' audit entries and the activity screen's sentence for each. */
import { formatBytes } from "#schemas/format";
import { activityOf } from "../../core/audit";
import { text } from "../../core/audit-sentences";

export const backupActivity = activityOf(["backup.create", "backup.download"], ({ actor, details: d, ...e }) => {
  switch (e.action) {
    case "backup.create":
      // `npm run backup` has no signed-in actor: the command is named instead.
      return `${(e.actorName === null && text(d.command)) || actor} made a backup${text(d.name) ? ` (${text(d.name)}${typeof d.bytes === "number" ? `, ${formatBytes(d.bytes)}` : ""})` : ""}`;
    case "backup.download":
      return `${actor} downloaded the backup${text(d.name) ? ` ${text(d.name)}` : ""}`;
  }
});
export type BackupAuditAction = (typeof backupActivity.actions)[number];
