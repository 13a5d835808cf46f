/** The contact messages' audit entries and the activity screen's sentence for each. */
import { activityOf } from "../../core/audit";
import { changesOf, text } from "../../core/audit-sentences";

const MESSAGE_AUDIT_ACTIONS = ["message.reply", "message.status", "message.delete"] as const;
export type MessageAuditAction = (typeof MESSAGE_AUDIT_ACTIONS)[number];

const MESSAGE_STATUS_WORDS: Record<string, string> = { new: "new", resolved: "resolved" };

export const messageActivity = activityOf(MESSAGE_AUDIT_ACTIONS, ({ actor, details: d, ...e }) => {
  /** The message a change was about: "the message from Ravi Kumar", or its number. */
  const message = () => {
    const who = text(d.name) ?? text(d.email);
    return who ? `the message from ${who}` : e.entityId ? `message #${e.entityId}` : "a message";
  };
  switch (e.action) {
    case "message.reply":
      return `${actor} replied to ${message()}`;
    case "message.status": {
      const to = MESSAGE_STATUS_WORDS[String(changesOf(d)?.status?.to ?? d.status)];
      return to ? `${actor} marked ${message()} as ${to}` : `${actor} changed the status of ${message()}`;
    }
    case "message.delete":
      return `${actor} deleted ${message()}`;
  }
});
