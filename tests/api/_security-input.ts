/**
 * The set-up the public forms' attack tests share (security-input.test.ts,
 * security-input-mail.test.ts): a test app that mails through a captured SMTP server, with the admin
 * signed in and a seeded product to ask about, and the helpers that post a form and count what
 * was stored. Not a test itself.
 */
import { sql } from "drizzle-orm";
import { afterAll } from "vitest";
import { createTestApp } from "../helpers/app";
import { startSmtpCapture } from "../helpers/smtp";
import { anyProductId, freshAddress } from "./_support";

/**
 * The forms' test app and its helpers, with every mail it sends in `received`; at a file's top
 * level: `const { t, post, received } = await mailedFormsFixture();`
 */
export async function mailedFormsFixture() {
  const smtp = await startSmtpCapture();
  const received = smtp.received;
  const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "shop@test.example", NOTIFY_EMAIL: "sales@test.example" });
  const admin = await t.login();
  const productId = await anyProductId(t);
  afterAll(async () => {
    await t.services.notifier.settled();
    await smtp.close();
  });

  const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    t.request(path, { method: "POST", json, headers, address: freshAddress() });
  const countWhere = async (table: "inquiries" | "contact_messages", name: string) =>
    (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where name = ${name}`)).rows[0].n;
  return { t, admin, productId, received, post, countWhere };
}
