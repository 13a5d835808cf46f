/** The activity screen's sentences, assembled from each feature's own (ActivitySentences, server/core/audit.ts). */
import { activityKindOf } from "#schemas/activity";
import type { ActivitySentences, AuditEntry } from "../../core/audit";
import { accountActivity, signInActivity, twoStepActivity } from "../auth";
import { backupActivity } from "../backups";
import { productActivity } from "../catalogue";
import { categoryActivity } from "../categories";
import { contentActivity } from "../content";
import { customerActivity } from "../customers";
import { dispatchActivity } from "../dispatch";
import { exportActivity } from "../exports";
import { webhookActivity } from "../integrations";
import { invoiceActivity } from "../invoices";
import { integrationActivity } from "../integrations";
import { leadActivity } from "../leads";
import { messageActivity } from "../messages";
import { orderActivity } from "../orders";
import { paymentActivity } from "../payments";
import { reminderActivity } from "../receivables";
import { quotationActivity } from "../quotations";

const FEATURES: ActivitySentences<string>[] = [
  productActivity,
  categoryActivity,
  messageActivity,
  leadActivity,
  accountActivity,
  signInActivity,
  twoStepActivity,
  quotationActivity,
  customerActivity,
  orderActivity,
  contentActivity,
  backupActivity,
  dispatchActivity,
  webhookActivity,
  invoiceActivity,
  paymentActivity,
  reminderActivity,
  exportActivity,
  integrationActivity,
];

/** The first part of an action with its dot: "auth." of "auth.login"; "" for an action without one. */
const prefixOf = (action: string) => action.slice(0, action.indexOf(".") + 1);

/** Each action's feature: one feature describes an action, and the action belongs to a kind of change (the activity filter's). */
const byAction = new Map<string, ActivitySentences<string>>();
/** Who made an entry without an account, per first part of the action, where a feature names them. */
const nobodyByPrefix = new Map<string, string>();
for (const feature of FEATURES) {
  for (const action of feature.actions) {
    if (byAction.has(action)) throw new Error(`Two features describe the audit action ${action}`);
    if (activityKindOf(action) === "other") throw new Error(`The audit action ${action} belongs to no kind of change (schemas/activity.ts)`);
    byAction.set(action, feature);
    if (feature.nobody) nobodyByPrefix.set(prefixOf(action), feature.nobody);
  }
}

/**
 * The sentence the activity screen shows for an audit entry: who did what, from the action, its
 * details and the actor's name, e.g. "Priya Sharma changed the price of Zig-Zag Paver Block 60 mm
 * from ₹12 to ₹13". Entries written before details carried names or values still read as a
 * sentence (ids and field names instead); an action no feature has words for reads "{name} did {action}".
 */
export function activitySentence(e: AuditEntry): string {
  const details = e.details ?? {};
  const actor = e.actorName ?? nobodyByPrefix.get(prefixOf(e.action)) ?? "System";
  return byAction.get(e.action)?.sentence({ ...e, details, actor }) ?? `${actor} did ${e.action}`;
}
