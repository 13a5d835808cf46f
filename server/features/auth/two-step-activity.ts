/** Two-step sign-in's audit entries and the activity screen's sentence for each. */
import { activityOf } from "../../core/audit";
import { text } from "../../core/audit-sentences";

/** One's own second factor (a sign-in's kind), an admin's reset of someone's (staff), the admins' rule (settings). */
export const twoStepActivity = activityOf(
  ["auth.two_step_enable", "auth.two_step_disable", "auth.recovery_code_used", "user.two_step_reset", "settings.two_step_policy"],
  ({ actor, details: d, ...e }) => {
    const from = text(d.address) ? ` from ${text(d.address)}` : "";
    switch (e.action) {
      case "auth.two_step_enable":
        return `${actor} turned on two-step sign-in`;
      case "auth.two_step_disable":
        return `${actor} turned off two-step sign-in`;
      case "auth.recovery_code_used": {
        const left = typeof d.left === "number" ? ` (${d.left} left)` : "";
        return `${actor} signed in with a recovery code${from}${left}`;
      }
      case "user.two_step_reset": {
        const name = text(d.name);
        const email = text(d.email);
        const account = name && email ? `${name} (${email})` : (name ?? email ?? `user #${e.entityId}`);
        return `${actor} reset the two-step sign-in of ${account}`;
      }
      case "settings.two_step_policy":
        return d.requiredForAdmins ? `${actor} made two-step sign-in required for every admin` : `${actor} made two-step sign-in optional for admins`;
    }
  },
);
export type TwoStepAuditAction = (typeof twoStepActivity.actions)[number];
