/**
 * The follow-up reminder over a real database and a real SMTP server on loopback: one e-mail per
 * person and India day at the first look, a follow-up set after it e-mailed when it falls due, no
 * lead in two e-mails a day, even when two instances (two service objects on the same database)
 * run at the same moment; nothing before 09:00 India time, without SMTP, for someone with nothing
 * due or for a disabled account. Each test judges at a fixed instant of its own day.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../server/core/db/connection";
import { inquiries } from "../../server/core/db/schema";
import { createLogger } from "../../server/core/log";
import { createMailer } from "../../server/core/mail";
import { createServices, type Services } from "../../server/services";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { templateUrl } from "../helpers/global-setup";
import { mailText, startSmtpCapture, type Mail } from "../helpers/smtp";
import { TEST_MANAGER } from "../helpers/test-env";
import { createInquiry, createProduct } from "./_support";
import { uniqueName } from "../helpers/unique";

const SITE = "https://leads.test.example";
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let received: Mail[];
let t: TestApp, admin: string;
/** A second instance: its own pool and mailer on the same database. */
let other: Services;
let product: { id: number; product_name: string };
const staff: Record<"priya" | "ravi" | "nisha", { id: number; email: string; name: string }> = {} as never;
let managerId: number;

async function addStaff(name: string) {
  const email = `${uniqueName("s").replace(/\W/g, "")}@staff.example`;
  const res = await t.request("/api/users", { method: "POST", token: admin, json: { email, name, role: "manager", password: "Staff-pass-123" } });
  if (res.status !== 201) throw new Error(`user not created: ${res.status} ${await res.text()}`);
  return { id: ((await res.json()) as { data: { id: number } }).data.id, email, name };
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  received = smtp.received;
  ({ t, admin } = await createStaffTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "shop@test.example", PUBLIC_URL: SITE }));
  const [{ name }] = (await t.services.db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
  const log = createLogger("silent");
  const database = createDatabase(templateUrl(inject("pgConnection"), name), log);
  other = await createServices({ database, config: t.config, log, mailer: createMailer({ smtpUrl: t.config.smtpUrl, from: t.config.mailFrom }, log) });
  product = await createProduct(t, admin, { product_name: "Zig-Zag Paver Block 60 mm" });
  staff.priya = await addStaff("Priya Sharma");
  staff.ravi = await addStaff("Ravi Kumar");
  staff.nisha = await addStaff("Nisha Rao");
  managerId = (await t.services.db.execute<{ id: number }>(sql`select id from users where email = ${TEST_MANAGER.email}`)).rows[0].id;
});
afterAll(async () => {
  await other?.database.pool.end();
  await smtp?.close();
});
beforeEach(async () => {
  await t.services.db.execute(sql`update inquiries set next_follow_up_at = null, assigned_to = null`);
  received.length = 0;
});

const at = (iso: string) => new Date(iso);

/** A quote request assigned to `userId` with a follow-up at `followUp`, in a stage. */
async function lead(userId: number, followUp: Date, stage: "new" | "contacted" | "quoted" | "won" | "lost" = "contacted", name = uniqueName("Asha")) {
  const { id } = await createInquiry(t, product.id, { name, quantity: 500 });
  await t.services.db
    .update(inquiries)
    .set({ assignedTo: userId, nextFollowUpAt: followUp, stage, lostReason: stage === "lost" ? "price" : null })
    .where(eq(inquiries.id, id));
  return { id, name };
}

/** The decoded text with the line breaks as written (SMTP sends CRLF). */
const textOf = (m: Mail) => mailText(m.raw).replace(/\r\n/g, "\n");
const mailsTo = (email: string) => received.filter((m) => m.to.includes(email));
/** The active accounts' ids: everyone the day's first run looks at (and claims). */
const activeIds = async () =>
  (await t.services.db.execute<{ id: number }>(sql`select id from users where disabled_at is null order by id`)).rows.map((r) => r.id);
const claims = async (day: string) =>
  (await t.services.db.execute<{ user_id: number }>(sql`select user_id from lead_reminder_runs where day = ${day} order by user_id`)).rows.map(
    (r) => r.user_id,
  );

describe("sendDueReminders", () => {
  it("sends each person one e-mail a day, even when two instances run at the same moment", async () => {
    const now = at("2030-05-06T09:00:00+05:30"); // Monday, 09:00 in India
    const dueToday = await lead(staff.priya.id, at("2030-05-06T15:00:00+05:30"));
    const overdue = await lead(staff.priya.id, at("2030-05-04T10:30:00+05:30"), "new");
    const tomorrow = await lead(staff.priya.id, at("2030-05-07T00:00:00+05:30"), "quoted"); // still the 6th in UTC
    const closed = await lead(staff.priya.id, at("2030-05-06T11:00:00+05:30"), "won");
    const managers = await lead(managerId, at("2030-05-06T23:59:00+05:30"));

    const runs = await Promise.all([t.services.leadReminders.sendDueReminders(now), other.leadReminders.sendDueReminders(now)]);
    const sent = runs.flatMap((r) => (r.ran ? r.sent : []));
    expect(sent.map((s) => s.userId).sort((a, b) => a - b)).toEqual([managerId, staff.priya.id].sort((a, b) => a - b));
    expect(sent.find((s) => s.userId === staff.priya.id)?.count).toBe(2);
    // Everyone active was looked at once for the day; only those with follow-ups due were written to.
    expect(await claims("2030-05-06")).toEqual(await activeIds());
    expect(mailsTo(staff.priya.email)).toHaveLength(1);
    expect(mailsTo(TEST_MANAGER.email)).toHaveLength(1);
    expect(received).toHaveLength(2);

    const mail = mailsTo(staff.priya.email)[0];
    expect(mail.from).toBe("shop@test.example");
    expect(mail.raw).toMatch(/^Subject: Follow-ups due today: 2$/m);
    expect(mail.raw).toMatch(/^To: Priya Sharma <.*@staff\.example>$/m);
    const text = textOf(mail);
    expect(text).toContain("Hello Priya Sharma,");
    // Soonest first: the overdue one, then today's.
    expect(text.indexOf(overdue.name)).toBeLessThan(text.indexOf(dueToday.name));
    expect(text).toContain(
      `- ${overdue.name}: Zig-Zag Paver Block 60 mm, 500 Pieces\n  Follow-up: 4 May 2030, 10:30 am (Overdue)\n  ${SITE}/admin/inquiries/${overdue.id}`,
    );
    expect(text).toContain(
      `- ${dueToday.name}: Zig-Zag Paver Block 60 mm, 500 Pieces\n  Follow-up: 6 May 2030, 3:00 pm\n  ${SITE}/admin/inquiries/${dueToday.id}\n`,
    );
    expect(text).not.toContain(tomorrow.name);
    expect(text).not.toContain(closed.name);
    const managerText = textOf(mailsTo(TEST_MANAGER.email)[0]);
    expect(managerText).toContain(`${SITE}/admin/inquiries/${managers.id}`);
    expect(mailsTo(TEST_MANAGER.email)[0].raw).toMatch(/^Subject: Follow-ups due today: 1$/m);

    // Later the same day: the day's e-mail has gone and its leads are not named again.
    const again = await Promise.all([
      t.services.leadReminders.sendDueReminders(at("2030-05-06T15:00:00+05:30")),
      other.leadReminders.sendDueReminders(at("2030-05-06T15:00:00+05:30")),
    ]);
    expect(again.flatMap((r) => (r.ran ? r.sent : []))).toEqual([]);
    expect(received).toHaveLength(2);
  });

  it("e-mails a follow-up set after the day's reminder when it falls due, and names no lead twice a day", async () => {
    const morning = await lead(staff.priya.id, at("2030-05-13T10:00:00+05:30"));
    expect(await t.services.leadReminders.sendDueReminders(at("2030-05-13T09:00:00+05:30"))).toMatchObject({
      sent: [{ userId: staff.priya.id, count: 1 }],
    });
    // At 11:00 a follow-up for 15:00 today is set on another lead, and the morning's lead is moved to 16:00.
    const later = await lead(staff.priya.id, at("2030-05-13T15:00:00+05:30"));
    await t.services.db
      .update(inquiries)
      .set({ nextFollowUpAt: at("2030-05-13T16:00:00+05:30") })
      .where(eq(inquiries.id, morning.id));
    for (const time of ["11:00:00", "14:59:59"]) {
      expect(await t.services.leadReminders.sendDueReminders(at(`2030-05-13T${time}+05:30`))).toMatchObject({ sent: [] });
    }
    expect(mailsTo(staff.priya.email)).toHaveLength(1);

    // When it falls due it gets its own e-mail, once, even from two instances at the same moment.
    const due = await Promise.all([
      t.services.leadReminders.sendDueReminders(at("2030-05-13T15:00:00+05:30")),
      other.leadReminders.sendDueReminders(at("2030-05-13T15:00:00+05:30")),
    ]);
    expect(due.flatMap((r) => (r.ran ? r.sent : []))).toEqual([{ userId: staff.priya.id, count: 1 }]);
    expect(mailsTo(staff.priya.email)).toHaveLength(2);
    const mail = mailsTo(staff.priya.email)[1];
    expect(mail.raw).toMatch(/^Subject: Follow-ups due now: 1$/m);
    const text = textOf(mail);
    expect(text).toContain("This follow-up of yours is due now:");
    expect(text).toContain(
      `- ${later.name}: Zig-Zag Paver Block 60 mm, 500 Pieces\n  Follow-up: 13 May 2030, 3:00 pm\n  ${SITE}/admin/inquiries/${later.id}\n`,
    );
    expect(text).not.toContain(morning.name);

    // The morning's lead falling due at its new time was named today already: no second e-mail for either.
    for (const time of ["16:00:00", "16:01:00"]) {
      expect(await t.services.leadReminders.sendDueReminders(at(`2030-05-13T${time}+05:30`))).toMatchObject({ sent: [] });
    }
    expect(mailsTo(staff.priya.email)).toHaveLength(2);

    // The next day both are overdue and in that day's e-mail.
    expect(await t.services.leadReminders.sendDueReminders(at("2030-05-14T09:00:00+05:30"))).toMatchObject({
      sent: [{ userId: staff.priya.id, count: 2 }],
    });
  });

  it("sends nothing and claims nothing before 09:00 India time", async () => {
    await lead(staff.priya.id, at("2030-05-07T10:00:00+05:30"));
    const early = at("2030-05-07T08:59:59+05:30"); // 03:29 UTC
    expect(await t.services.leadReminders.sendDueReminders(early)).toEqual({ ran: false, reason: "too-early" });
    expect(await claims("2030-05-07")).toEqual([]);
    expect(received).toHaveLength(0);

    const nine = await t.services.leadReminders.sendDueReminders(at("2030-05-07T09:00:00+05:30"));
    expect(nine).toMatchObject({ ran: true, day: "2030-05-07", sent: [{ userId: staff.priya.id, count: 1 }] });
    expect(mailsTo(staff.priya.email)).toHaveLength(1);
  });

  it("sends nothing to a person with nothing due, nor to a disabled account", async () => {
    const now = at("2030-05-08T09:30:00+05:30");
    await lead(staff.nisha.id, at("2030-05-09T09:00:00+05:30")); // tomorrow
    await lead(staff.nisha.id, at("2030-05-01T09:00:00+05:30"), "lost"); // past, but closed
    await lead(staff.ravi.id, at("2030-05-08T12:00:00+05:30"));
    const res = await t.request(`/api/users/${staff.ravi.id}/disable`, { method: "POST", token: admin });
    expect(res.status).toBe(200);

    expect(await t.services.leadReminders.sendDueReminders(now)).toEqual({ ran: true, day: "2030-05-08", sent: [], failed: [] });
    expect(await claims("2030-05-08")).toEqual((await activeIds()).filter((id) => id !== staff.ravi.id));
    expect(received).toHaveLength(0);
    // A follow-up set for later that day is e-mailed when it falls due, not before.
    const evening = await lead(staff.nisha.id, at("2030-05-08T18:00:00+05:30"));
    expect(await t.services.leadReminders.sendDueReminders(new Date(now.getTime() + 60_000))).toMatchObject({ sent: [] });
    expect(received).toHaveLength(0);
    expect(await t.services.leadReminders.sendDueReminders(at("2030-05-08T18:00:00+05:30"))).toMatchObject({ sent: [{ userId: staff.nisha.id, count: 1 }] });
    expect(textOf(mailsTo(staff.nisha.email)[0])).toContain(evening.name);
    received.length = 0;

    // Enabled again the same day, the account is looked at by the next run.
    await t.request(`/api/users/${staff.ravi.id}/enable`, { method: "POST", token: admin });
    expect(await t.services.leadReminders.sendDueReminders(now)).toMatchObject({ sent: [{ userId: staff.ravi.id, count: 1 }] });
    expect(mailsTo(staff.ravi.email)).toHaveLength(1);
  });

  it("lists the first 100 follow-ups and says how many more there are", async () => {
    await t.services.db.execute(sql`
      insert into inquiries (product_id, product_name, category_name, name, country_code, mobile, quantity, unit, stage, assigned_to, next_follow_up_at)
      select ${product.id}, 'Zig-Zag Paver Block 60 mm', 'Paver Blocks', 'Bulk Customer', '+91', '9000000000', 10, 'Pieces', 'new', ${staff.nisha.id},
             '2030-05-10T09:00:00+05:30'::timestamptz - make_interval(mins => i)
      from generate_series(1, 103) as i`);
    const run = await t.services.leadReminders.sendDueReminders(at("2030-05-10T09:00:00+05:30"));
    expect(run).toMatchObject({ sent: [{ userId: staff.nisha.id, count: 103 }] });
    const [mail] = mailsTo(staff.nisha.email);
    expect(mail.raw).toMatch(/^Subject: Follow-ups due today: 103$/m);
    const text = textOf(mail);
    expect(text.match(/\(Overdue\)/g)).toHaveLength(100);
    expect(text).toContain(`…and 3 more. Your leads: ${SITE}/admin/inquiries?owner=me`);
  });

  it("claims nothing without SMTP, and gives the claim back when the mail server refuses", async () => {
    const now = at("2030-05-09T10:00:00+05:30");
    await lead(staff.priya.id, at("2030-05-09T16:00:00+05:30"));
    const log = createLogger("silent");
    const noSmtp = await createServices({ database: t.database, config: t.config, log, mailer: createMailer({}, log) });
    expect(await noSmtp.leadReminders.sendDueReminders(now)).toEqual({ ran: false, reason: "no-smtp" });
    expect(await claims("2030-05-09")).toEqual([]);

    // A mail server that is down: nothing delivered, the claim released for the next run.
    const down = await createServices({ database: t.database, config: t.config, log, mailer: createMailer({ smtpUrl: "smtp://127.0.0.1:1" }, log) });
    expect(await down.leadReminders.sendDueReminders(now)).toEqual({ ran: true, day: "2030-05-09", sent: [], failed: [staff.priya.id] });
    expect(await claims("2030-05-09")).not.toContain(staff.priya.id);

    expect(await t.services.leadReminders.sendDueReminders(new Date(now.getTime() + 60_000))).toEqual({
      ran: true,
      day: "2030-05-09",
      sent: [{ userId: staff.priya.id, count: 1 }],
      failed: [],
    });
    expect(await claims("2030-05-09")).toEqual(await activeIds());
    expect(mailsTo(staff.priya.email)).toHaveLength(1);
  });
});
