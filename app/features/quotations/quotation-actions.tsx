/**
 * What can be done with a saved quotation: send it by e-mail or on WhatsApp (a draft becomes sent,
 * its lead Quoted), download its PDF, copy the customer's link, make a new version, mark it
 * declined. Which of them a quotation offers follows its status.
 */
import { Ban, Copy, FilePlus2, Mail, MessageCircle } from "lucide-react";
import { useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { quotationFileName } from "#schemas/quotations";
import type { QuotationDto } from "#schemas/wire";
import type { QuotationRequest, QuotationResult, SendChannel } from "~/features/quotations/quotation-action";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useFileDownload } from "~/components/admin/use-file-download";
import { useEachResult } from "~/lib/form";
import { toast } from "~/lib/toast";
import { useWhatsAppTab } from "~/lib/use-whatsapp-tab";
import { DialogActions } from "~/components/admin/dialog-actions";

type Offered = { send: boolean; link: boolean; revise: boolean; decline: boolean };

function offeredFor(q: QuotationDto): Offered {
  switch (q.status) {
    case "draft":
      return { send: true, link: false, revise: false, decline: false };
    case "sent":
    case "viewed":
      return { send: true, link: true, revise: true, decline: true };
    default:
      // Accepted, declined or expired: a changed price is a new version.
      return { send: false, link: true, revise: true, decline: false };
  }
}

export function QuotationActions({ quotation: q, unsaved = false }: { quotation: QuotationDto; unsaved?: boolean }) {
  const fetcher = useFetcher<QuotationResult>();
  const navigate = useNavigate();
  const [pending, setPending] = useState<QuotationRequest | null>(null);
  const [declining, setDeclining] = useState(false);
  const pdf = useFileDownload({
    shown: [403, 404, 409],
    failure: "Failed to download the PDF. Please try again.",
    log: `Failed to download quotation ${q.id}`,
  });
  const chat = useWhatsAppTab();
  const busy = fetcher.state !== "idle";
  const offered = offeredFor(q);

  const submit = (req: QuotationRequest) => {
    setPending(req);
    void fetcher.submit(req, { method: "post", encType: "application/json" });
  };

  useEachResult(fetcher.data, (result) => {
    setDeclining(false);
    if (!result.ok) {
      chat.close();
      if (result.error) toast.error(result.error);
      return;
    }
    toast.success(result.message);
    if (result.intent === "send" && result.whatsappHref) chat.go(result.whatsappHref);
    if (result.intent === "revise") void navigate(`/admin/quotations/${result.quotation.id}`);
  });

  const send = (channel: SendChannel) => {
    if (unsaved) {
      toast.info("Save your changes first, then send the quotation");
      return;
    }
    if (channel === "whatsapp") chat.openBlank();
    submit({ intent: "send", channel });
  };

  const copyLink = () => {
    const refused = () => toast.error("Copy it by hand: the browser refused");
    if (!navigator.clipboard) return refused();
    void navigator.clipboard.writeText(q.token_url).then(() => toast.success("Link copied"), refused);
  };

  const isBusy = (intent: QuotationRequest["intent"], channel?: SendChannel) =>
    busy && pending?.intent === intent && (channel === undefined || (pending.intent === "send" && pending.channel === channel));

  return (
    <div className="space-y-2">
      <div role="group" aria-label="Quotation actions" className="flex flex-wrap gap-2">
        {offered.send ? (
          <>
            <Button busy={isBusy("send", "email")} disabled={busy} onClick={() => send("email")} icon={<Mail aria-hidden="true" className="h-4 w-4" />}>
              Send by e-mail
            </Button>
            <Button
              variant="whatsapp"
              busy={isBusy("send", "whatsapp")}
              disabled={busy}
              onClick={() => send("whatsapp")}
              icon={<MessageCircle aria-hidden="true" className="h-4 w-4" />}
            >
              Send on WhatsApp
              <span className="sr-only"> (opens in a new tab)</span>
            </Button>
          </>
        ) : null}
        <Button variant="secondary" {...pdf.button(`/api/quotations/${q.id}/pdf`, quotationFileName(q.number))}>
          Download PDF
        </Button>
        {offered.link ? (
          <Button variant="secondary" onClick={copyLink} icon={<Copy aria-hidden="true" className="h-4 w-4" />}>
            Copy link
          </Button>
        ) : null}
        {offered.revise ? (
          <Button
            variant="secondary"
            busy={isBusy("revise")}
            disabled={busy}
            onClick={() => submit({ intent: "revise" })}
            icon={<FilePlus2 aria-hidden="true" className="h-4 w-4" />}
          >
            New version
          </Button>
        ) : null}
        {offered.decline ? (
          <Button variant="secondary" disabled={busy} onClick={() => setDeclining(true)} icon={<Ban aria-hidden="true" className="h-4 w-4" />}>
            Mark declined
          </Button>
        ) : null}
      </div>
      {chat.href ? (
        <p className="text-sm text-gray-700">
          WhatsApp did not open?{" "}
          <a href={chat.href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
            Open the chat with the quotation&apos;s link
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      <Dialog
        open={declining}
        onClose={() => setDeclining(false)}
        title={`Mark ${q.number} declined?`}
        description="The customer said no: the quotation can no longer be accepted. A new version can still be made."
      >
        <DialogActions onCancel={() => setDeclining(false)}>
          <Button variant="danger" busy={isBusy("decline")} onClick={() => submit({ intent: "decline" })}>
            Mark declined
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
