import { and, asc, eq, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "../../core/db/connection";
import { inquiries, leadReminderLeads, leadReminderRuns, users } from "../../core/db/schema";
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

/**
 * The e-mail of one person's follow-ups: each lead on its own lines, with a link to its page. The
 * day's e-mail names what falls due today or is overdue; a later one ("now") names follow-ups set
 * since then that have fallen due.
 */
function reminderMail(opts: { recipient: string; leads: DueLead[]; total: number; now: Date; siteUrl: string; when: "today" | "now" }) {
  const { leads, total, now, siteUrl, when } = opts;
  const overdue = leads.filter((l) => l.at < now).length;
  const lines = [
    `Hello ${oneLine(opts.recipient) || "there"},`,
    "",
    total === 1
      ? `This follow-up of yours is due ${when}:`
      : `These ${total} follow-ups of yours are due ${when}${overdue && when === "today" ? " or overdue" : ""}:`,
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
  lines.push(
    when === "today"
      ? "You get this e-mail once a day while leads assigned to you have follow-ups due; a follow-up set after it is e-mailed when it falls due."
      : "This follow-up was set after today's reminder e-mail, so it is e-mailed now that it is due.",
  );
  return { subject: `Follow-ups due ${when}: ${total}`, text: lines.join("\n") };
}

/**
 * The follow-up reminder. At the first run from 09:00 India time each active staff member's day
 * is looked at once: one with open leads assigned to them whose follow-up falls due today (India)
 * or is overdue gets one e-mail listing them; one with none gets nothing then. Each later run (every
 * minute) e-mails the follow-ups of those people that have fallen due and that no e-mail of the day
 * named yet (set, moved or assigned after the first look), so no lead is in two e-mails the same day.
 * Several instances may run at once: a person's day is claimed by inserting (day, user) into
 * lead_reminder_runs and each lead by inserting (day, lead) into lead_reminder_leads, in one
 * transaction for the first look; only the run whose insert went in sends. Without SMTP nothing is
 * claimed, so setting SMTP_URL later the same day still sends; a send the mail server refused gives
 * its claims back, so the next run tries again.
 */
export function createLeadReminders(deps: { db: Db; mailer: Mailer; siteUrl: string; log: Logger }) {
  const { db, mailer, siteUrl, log } = deps;

  /** Claims the day's reminder of the open leads under `where` not named yet today: their ids by owner. */
  async function claimLeads(t: DbOrTx, day: string, where: SQL | undefined): Promise<Map<number, number[]>> {
    const unnamed = sql`not exists (select 1 from ${leadReminderLeads} where ${leadReminderLeads.day} = ${day} and ${leadReminderLeads.inquiryId} = ${inquiries.id})`;
    const rows = await t
      .insert(leadReminderLeads)
      .select(
        t
          .select({
            day: sql<string>`${day}::date`.as("day"),
            inquiryId: inquiries.id,
            userId: sql<number>`${inquiries.assignedTo}`.as("user_id"),
            claimedAt: sql<Date>`now()`.as("claimed_at"),
          })
          .from(inquiries)
          .where(and(where, sql`${inquiries.assignedTo} is not null`, unnamed)),
      )
      .onConflictDoNothing()
      .returning({ inquiryId: leadReminderLeads.inquiryId, userId: leadReminderLeads.userId });
    const byUser = new Map<number, number[]>();
    for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.inquiryId]);
    return byUser;
  }

  /** The claimed leads soonest first, at most REMINDER_LIST_LIMIT of them. */
  async function leadsOf(ids: number[]): Promise<DueLead[]> {
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
      .where(sql`${inquiries.id} = any(${`{${ids.join(",")}}`}::int[])`) // one parameter, however many
      .orderBy(asc(inquiries.nextFollowUpAt), asc(inquiries.id))
      .limit(REMINDER_LIST_LIMIT);
    return rows.map((r) => ({ ...r, at: r.at as Date })); // not null: claimed leads have a follow-up
  }

  /** E-mails one person their claimed leads; on a refusal gives the claims back (and the day's, for the first look). */
  async function send(u: { id: number; name: string; email: string }, ids: number[], day: string, now: Date, when: "today" | "now") {
    const mail = reminderMail({ recipient: u.name, leads: await leadsOf(ids), total: ids.length, now, siteUrl, when });
    if (await mailer.send({ to: { name: oneLine(u.name), address: u.email }, ...mail })) return true;
    await db.transaction(async (t) => {
      await t.delete(leadReminderLeads).where(and(eq(leadReminderLeads.day, day), inArray(leadReminderLeads.inquiryId, ids)));
      if (when === "today") await t.delete(leadReminderRuns).where(and(eq(leadReminderRuns.day, day), eq(leadReminderRuns.userId, u.id)));
    });
    return false;
  }

  return {
    /** One run at `now`: the day's first look at each person, once, then the follow-ups set since that have fallen due. */
    async sendDueReminders(now: Date): Promise<ReminderRun> {
      if (!mailer.configured) return { ran: false, reason: "no-smtp" };
      const cal = indiaCalendar(now);
      if (cal.hour < REMINDER_HOUR) return { ran: false, reason: "too-early" };
      // Only today's claims are read: earlier days' go.
      await db.delete(leadReminderLeads).where(lt(leadReminderLeads.day, cal.day));

      const active = sql`${users.disabledAt} is null`;
      const dayClaimed = sql`exists (select 1 from ${leadReminderRuns} where ${leadReminderRuns.day} = ${cal.day} and ${leadReminderRuns.userId} = ${users.id})`;
      // The staff (a few) not yet looked at today.
      const candidates = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(active, sql`not ${dayClaimed}`))
        .orderBy(asc(users.id));

      const sent: { userId: number; count: number }[] = [];
      const failed: number[] = [];
      for (const u of candidates) {
        // The day and its leads are claimed together, so a run that sees the day claimed sees its leads claimed too.
        const ids = await db.transaction(async (t) => {
          const claimed = await t
            .insert(leadReminderRuns)
            .values({ day: cal.day, userId: u.id })
            .onConflictDoNothing()
            .returning({ userId: leadReminderRuns.userId });
          if (claimed.length === 0) return []; // another instance has it
          return (await claimLeads(t, cal.day, and(eq(inquiries.assignedTo, u.id), followUpOpenBefore(cal.dayEnd)))).get(u.id) ?? [];
        });
        if (ids.length === 0) continue; // nothing due: no e-mail now
        if (await send(u, ids, cal.day, now, "today")) sent.push({ userId: u.id, count: ids.length });
        else failed.push(u.id);
      }

      // Those looked at today (and still active): their follow-ups that have fallen due since and no e-mail named.
      const looked = db.select({ id: users.id }).from(users).where(and(active, dayClaimed));
      const due = await claimLeads(db, cal.day, and(followUpOpenBefore(cal.dayEnd), lte(inquiries.nextFollowUpAt, now), inArray(inquiries.assignedTo, looked)));
      if (due.size) {
        const owners = await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, [...due.keys()]))
          .orderBy(asc(users.id));
        for (const u of owners) {
          const ids = due.get(u.id) ?? [];
          if (await send(u, ids, cal.day, now, "now")) sent.push({ userId: u.id, count: ids.length });
          else failed.push(u.id);
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
