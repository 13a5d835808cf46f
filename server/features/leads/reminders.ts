import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../core/db/connection";
import { inquiries, leadReminderRuns, users } from "../../core/db/schema";
import type { Logger } from "../../core/log";
import { oneLine, type Mailer } from "../../core/mail";
import { followUpOpenBefore } from "./dashboard";
import { startPeriodic, type PeriodicTask } from "../../core/periodic";
import { formatIndiaDateTime, indiaCalendar } from "#schemas/india-time";

/** The reminder goes out from 09:00 India time; before that nothing is sent or claimed. */
const REMINDER_HOUR = 9;
const REMINDER_INTERVAL_MS = 60 * 1000;
/** Leads listed in one e-mail; past it the e-mail says how many more there are. */
const REMINDER_LIST_LIMIT = 100;

type ReminderRun = { ran: false; reason: "no-smtp" | "too-early" } | { ran: true; day: string; sent: { userId: number; count: number }[]; failed: number[] };

type DueLead = { id: number; name: string; productName: string | null; quantity: number; unit: string; at: Date };

/** The e-mail of one person's follow-ups: each lead on its own lines, with a link to its page. */
function reminderMail(opts: { recipient: string; leads: DueLead[]; total: number; now: Date; siteUrl: string }) {
  const { leads, total, now, siteUrl } = opts;
  const overdue = leads.filter((l) => l.at < now).length;
  const lines = [
    `Hello ${oneLine(opts.recipient) || "there"},`,
    "",
    total === 1 ? "This follow-up of yours is due today:" : `These ${total} follow-ups of yours are due today${overdue ? " or overdue" : ""}:`,
    "",
  ];
  for (const l of leads) {
    lines.push(
      `- ${oneLine(l.name)}: ${oneLine(l.productName ?? "a product")}, ${l.quantity} ${oneLine(l.unit)}`,
      `  Follow-up: ${formatIndiaDateTime(l.at)}${l.at < now ? " (Overdue)" : ""}`,
      `  ${siteUrl}/admin/inquiries/${l.id}`,
      "",
    );
  }
  if (total > leads.length) lines.push(`…and ${total - leads.length} more. Your leads: ${siteUrl}/admin/inquiries?owner=me`, "");
  lines.push("You get this e-mail once a day while leads assigned to you have follow-ups due.");
  return { subject: `Follow-ups due today: ${total}`, text: lines.join("\n") };
}

/**
 * The daily follow-up reminder. At the first run from 09:00 India time each active staff member
 * is looked at once for the day: one with open leads assigned to them whose follow-up falls due
 * today (India) or is overdue gets one e-mail listing them; one with none gets nothing that day.
 * Several instances may run at once: a person's day is claimed by inserting (day, user) into
 * lead_reminder_runs, and only the run whose insert went in looks and sends. Once everyone is
 * claimed, a run is one small query. Without SMTP nothing is claimed, so setting SMTP_URL later
 * the same day still sends; a send the mail server refused gives the claim back, so the next run
 * tries again.
 */
export function createLeadReminders(deps: { db: Db; mailer: Mailer; siteUrl: string; log: Logger }) {
  const { db, mailer, siteUrl, log } = deps;

  async function dueLeads(userId: number, end: Date): Promise<{ leads: DueLead[]; total: number }> {
    const where = and(eq(inquiries.assignedTo, userId), followUpOpenBefore(end));
    const rows = await db
      .select({
        id: inquiries.id,
        name: inquiries.name,
        productName: inquiries.productName,
        quantity: inquiries.quantity,
        unit: inquiries.unit,
        at: inquiries.nextFollowUpAt,
      })
      .from(inquiries)
      .where(where)
      .orderBy(asc(inquiries.nextFollowUpAt), asc(inquiries.id))
      .limit(REMINDER_LIST_LIMIT + 1)
      .then((found) => found.map((r) => ({ ...r, at: r.at as Date }))); // not null: the condition says so
    if (rows.length <= REMINDER_LIST_LIMIT) return { leads: rows, total: rows.length };
    const [{ n }] = await db.select({ n: count() }).from(inquiries).where(where);
    return { leads: rows.slice(0, REMINDER_LIST_LIMIT), total: n };
  }

  async function release(day: string, userId: number) {
    await db.delete(leadReminderRuns).where(and(eq(leadReminderRuns.day, day), eq(leadReminderRuns.userId, userId)));
  }

  return {
    /** One run at `now`: claims and sends each person's reminder of the India day, once. */
    async sendDueReminders(now: Date): Promise<ReminderRun> {
      if (!mailer.configured) return { ran: false, reason: "no-smtp" };
      const cal = indiaCalendar(now);
      if (cal.hour < REMINDER_HOUR) return { ran: false, reason: "too-early" };

      // The staff (a few) not yet looked at today.
      const candidates = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(
          and(
            sql`${users.disabledAt} is null`,
            sql`not exists (select 1 from ${leadReminderRuns} where ${leadReminderRuns.day} = ${cal.day} and ${leadReminderRuns.userId} = ${users.id})`,
          ),
        )
        .orderBy(asc(users.id));

      const sent: { userId: number; count: number }[] = [];
      const failed: number[] = [];
      for (const u of candidates) {
        const claimed = await db
          .insert(leadReminderRuns)
          .values({ day: cal.day, userId: u.id })
          .onConflictDoNothing()
          .returning({ userId: leadReminderRuns.userId });
        if (claimed.length === 0) continue; // another instance has it
        const { leads, total } = await dueLeads(u.id, cal.dayEnd);
        if (total === 0) continue; // nothing due: no e-mail today
        const mail = reminderMail({ recipient: u.name, leads, total, now, siteUrl });
        const ok = await mailer.send({ to: { name: oneLine(u.name), address: u.email }, ...mail });
        if (ok) sent.push({ userId: u.id, count: total });
        else {
          failed.push(u.id);
          await release(cal.day, u.id);
        }
      }
      if (sent.length || failed.length) log.info({ day: cal.day, sent: sent.length, failed: failed.length }, "follow-up reminders");
      return { ran: true, day: cal.day, sent, failed };
    },
  };
}
type LeadReminders = ReturnType<typeof createLeadReminders>;

type LeadReminderTimer = PeriodicTask;

/**
 * Check every minute (and now) whether reminders are due. The timer does not keep the process
 * alive; a failed run is logged and the next minute tries again.
 */
export function startLeadReminders(reminders: LeadReminders, log: Logger, options: { intervalMs?: number } = {}): LeadReminderTimer {
  const { intervalMs = REMINDER_INTERVAL_MS } = options;
  return startPeriodic(() => reminders.sendDueReminders(new Date()), intervalMs, log, "follow-up reminders failed; will try again at the next run");
}
