import { z } from "zod";

/** The admins' rule, as the Settings switch sends it: whether every admin must use two-step sign-in. */
export const twoStepPolicySchema = z.object({ requiredForAdmins: z.boolean("Choose whether admins must use two-step sign-in") });
