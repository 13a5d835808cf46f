/** The backups' audit entries and the activity screen's sentence for each. */
import { formatBytes } from "#schemas/format";
import type { ActivitySentences } from "../../core/audit";
import { text } from "../../core/audit-sentences";

const BACKUP_AUDIT_ACTIONS = ["backup.create", "backup.download"] as const;
export type BackupAuditAction = (typeof BACKUP_AUDIT_ACTIONS)[number];

export const backupActivity: ActivitySentences<BackupAuditAction> = {
  actions: BACKUP_AUDIT_ACTIONS,
  sentence(e) {
    const { actor, details: d } = e;
    switch (e.action) {
      case "backup.create":
        // `npm run backup` has no signed-in actor: the command is named instead.
        return `${(e.actorName === null && text(d.command)) || actor} made a backup${text(d.name) ? ` (${text(d.name)}${typeof d.bytes === "number" ? `, ${formatBytes(d.bytes)}` : ""})` : ""}`;
      case "backup.download":
        return `${actor} downloaded the backup${text(d.name) ? ` ${text(d.name)}` : ""}`;
    }
  },
};
