import { useState } from "react";
import type { ChallanSettings } from "#schemas/dispatch";
import { Button } from "~/components/ui/button";
import { SettingsSection } from "~/components/admin/settings-section";
import { api } from "~/lib/api";
import { toast } from "~/lib/toast";
import { useDispatchCall } from "./dispatch-call";

/** Settings, "Delivery challans": whether a challan shows each line's rate and amount (off: quantities only). */
export function ChallanSettingsForm({ settings }: { settings: ChallanSettings }) {
  const [showValues, setShowValues] = useState(settings.showValues);
  const { busy, run } = useDispatchCall(false);
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const answer = await run(
      () => api("PUT", "/api/settings/challan", { showValues }, { auth: true }),
      "Failed to save the challan settings. Please try again.",
    );
    if (answer) toast.success(answer.message ?? "Delivery challan settings saved");
  };
  return (
    <form onSubmit={save} className="max-w-3xl">
      <SettingsSection title="Delivery challans">
        <label className="flex items-center gap-3 text-sm text-ink">
          <input type="checkbox" checked={showValues} onChange={(e) => setShowValues(e.target.checked)} className="h-4 w-4 accent-brand-700" />
          Show values on delivery challans
        </label>
        <Button type="submit" busy={busy}>
          Save
        </Button>
      </SettingsSection>
    </form>
  );
}
