/**
 * "Send reminder" on a customer's page: by e-mail (the statement attached) or on WhatsApp (a new tab
 * opened on the click, then sent to the wa.me link the server answers: a tab opened after the answer
 * would be blocked as a pop-up). The message names the overdue invoices, the balance and a UPI link.
 */
import { Mail, MessageCircle } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ReminderChannel } from "#schemas/statement";
import { Button } from "~/components/ui/button";
import { useEachResult } from "~/lib/form";
import { toast } from "~/lib/toast";
import type { ReminderRequest, ReminderResult } from "./reminder-action";

export function SendReminder({ customerId }: { customerId: number }) {
  const fetcher = useFetcher<ReminderResult>();
  const [channel, setChannel] = useState<ReminderChannel | null>(null);
  const [whatsAppHref, setWhatsAppHref] = useState<string | null>(null);
  const chatTab = useRef<Window | null>(null);
  const busy = fetcher.state !== "idle";

  useEachResult(fetcher.data, (result) => {
    if (!result.ok) {
      chatTab.current?.close();
      chatTab.current = null;
      if (result.error) toast.error(result.error);
      return;
    }
    toast.success(result.message);
    if (result.whatsappHref) {
      setWhatsAppHref(result.whatsappHref);
      const tab = chatTab.current;
      chatTab.current = null;
      if (tab && !tab.closed) tab.location.href = result.whatsappHref;
      else window.open(result.whatsappHref, "_blank", "noopener,noreferrer");
    }
  });

  const send = (how: ReminderChannel) => {
    if (how === "whatsapp") {
      const tab = window.open("", "_blank");
      if (tab) tab.opener = null;
      chatTab.current = tab;
    }
    setChannel(how);
    void fetcher.submit({ intent: "send-reminder", customerId, channel: how } satisfies ReminderRequest, { method: "post", encType: "application/json" });
  };

  return (
    <div className="space-y-2">
      <div role="group" aria-label="Send reminder" className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          busy={busy && channel === "email"}
          disabled={busy}
          onClick={() => send("email")}
          icon={<Mail aria-hidden="true" className="h-4 w-4" />}
        >
          Send reminder by e-mail
        </Button>
        <Button
          variant="outline"
          size="sm"
          busy={busy && channel === "whatsapp"}
          disabled={busy}
          onClick={() => send("whatsapp")}
          icon={<MessageCircle aria-hidden="true" className="h-4 w-4" />}
        >
          Send reminder on WhatsApp
        </Button>
      </div>
      {whatsAppHref ? (
        <p className="text-sm text-gray-700">
          WhatsApp did not open?{" "}
          <a href={whatsAppHref} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 hover:underline">
            Open the reminder in WhatsApp
          </a>
        </p>
      ) : null}
    </div>
  );
}
