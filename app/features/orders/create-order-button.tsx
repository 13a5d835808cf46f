/** "Create order" on an accepted quotation's page or its lead's: makes the draft order and opens it. */
import { ClipboardList } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { api, isSignedOutError, serverMessageOf } from "~/lib/api";
import { toast } from "~/lib/toast";

export function CreateOrderButton({ from }: { from: { quotation_id: number } | { inquiry_id: number } }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const answer = await api("POST", "/api/orders", from, { auth: true });
      toast.success(answer.message);
      void navigate(`/admin/orders/${answer.data.id}`);
    } catch (err) {
      if (isSignedOutError(err)) return;
      const shown = serverMessageOf(err, [400, 403, 404, 409]);
      if (!shown) console.error("Failed to create the order", err);
      toast.error(shown ?? "Failed to create the order. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button busy={busy} onClick={() => void create()} icon={<ClipboardList aria-hidden="true" className="h-4 w-4" />}>
      Create order
    </Button>
  );
}
