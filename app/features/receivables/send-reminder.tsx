/**
 * "Send reminder" on a customer's page: by e-mail (the statement attached) or on WhatsApp (a new tab
 * opened on the click, then sent to the wa.me link the server answers: a tab opened after the answer
 * would be blocked as a pop-up). The message names the overdue invoices, the balance and a UPI link.
 */
import { Mail, MessageCircle, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { ReminderChannel } from "#schemas/statement";
import { Button } from "~/components/ui/button";
import { useEachResult } from "~/lib/form";
import { toast } from "~/lib/toast";
import { useWhatsAppTab } from "~/lib/use-whatsapp-tab";
import type { ReminderRequest, ReminderResult } from "./reminder-action";

/** The two ways of sending, alike but for their words and icon. */
const WAYS: { how: ReminderChannel; label: string; Icon: LucideIcon }[] = [
  { how: "email", label: "Send reminder by e-mail", Icon: Mail },
  { how: "whatsapp", label: "Send reminder on WhatsApp", Icon: MessageCircle },
];

export function SendReminder({ customerId }: { customerId: number }) {
  const fetcher = useFetcher<ReminderResult>();
  const [channel, setChannel] = useState<ReminderChannel | null>(null);
  const chat = useWhatsAppTab();
  const busy = fetcher.state !== "idle";

  useEachResult(fetcher.data, (result) => {
    if (!result.ok) {
      chat.close();
      if (result.error) toast.error(result.error);
      return;
    }
    toast.success(result.message);
    if (result.whatsappHref) chat.go(result.whatsappHref);
  });

  const send = (how: ReminderChannel) => {
    if (how === "whatsapp") chat.openBlank();
    setChannel(how);
    void fetcher.submit({ intent: "send-reminder", customerId, channel: how } satisfies ReminderRequest, { method: "post", encType: "application/json" });
  };

  return (
    <div className="space-y-2">
      <div role="group" aria-label="Send reminder" className="flex flex-wrap gap-2">
        {WAYS.map(({ how, label, Icon }) => (
          <Button
            key={how}
            variant="outline"
            size="sm"
            busy={busy && channel === how}
            disabled={busy}
            onClick={() => send(how)}
            icon={<Icon aria-hidden="true" className="h-4 w-4" />}
          >
            {label}
          </Button>
        ))}
      </div>
      {chat.href ? (
        <p className="text-sm text-gray-700">
          WhatsApp did not open?{" "}
          <a href={chat.href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 hover:underline">
            Open the reminder in WhatsApp
          </a>
        </p>
      ) : null}
    </div>
  );
}
