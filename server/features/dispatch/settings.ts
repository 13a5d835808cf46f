/** Settings, "Delivery challans": whether challans show each line's rate and amount; stored in site_content as the freight settings are. */
import type { ChallanSettings } from "#schemas/dispatch";
import type { AuditOf, Actor } from "../../core/audit";
import type { Db } from "../../core/db/connection";
import { storeSiteContent } from "../../core/db/site-content";
import type { DispatchAuditAction } from "./activity";
import { CHALLAN_SETTINGS_KEY, readChallanSettings } from "./challan";

export function createChallanSettings(db: Db, audit: AuditOf<DispatchAuditAction>) {
  return {
    read: () => readChallanSettings(db),

    /** One transaction with its audit entry; the next challan made is of the new version. */
    async save(value: ChallanSettings, actor: Actor): Promise<ChallanSettings> {
      await db.transaction(async (t) => {
        await storeSiteContent(t, CHALLAN_SETTINGS_KEY, value, actor);
        const details = { show_values: value.showValues };
        await audit.record({ userId: actor.id, action: "dispatch.settings", entity: "content", entityId: CHALLAN_SETTINGS_KEY, details }, t);
      });
      return value;
    },
  };
}
