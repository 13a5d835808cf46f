import { Save } from "lucide-react";
import { Button } from "~/components/ui/button";

/** The foot of a settings card's form: its Save button ("Saving..." while it goes), on the right. */
export function SaveFooter({ saving, label }: { saving: boolean; label: string }) {
  return (
    <div className="flex justify-end border-t border-gray-200 pt-5">
      <Button type="submit" busy={saving} icon={<Save aria-hidden="true" className="h-4 w-4" />} className="w-full py-2.5 sm:w-auto">
        {saving ? "Saving..." : label}
      </Button>
    </div>
  );
}
