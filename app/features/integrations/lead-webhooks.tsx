import { Copy, Plus, RefreshCw, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { formatDate } from "#schemas/format";
import { LEAD_SOURCE_LABELS } from "#schemas/lead-sources";
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_SOURCES } from "#schemas/lead-webhooks";
import type { LeadWebhook, LeadWebhookWithSecret } from "#schemas/wire";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Select } from "~/components/ui/input";
import { copyText } from "~/lib/clipboard";
import { useEachResult } from "~/lib/form";
import { toast } from "~/lib/toast";
import type { WebhookResult } from "./webhooks-action";

type WebhookSource = (typeof WEBHOOK_SOURCES)[number];

/** A value to copy (a URL, a secret): read-only, selectable, with its own "Copy" button. */
function CopyField({ label, value }: { label: string; value: string }) {
  const copy = async () => {
    try {
      await copyText(value);
      toast.success(`${label} copied`);
    } catch {
      toast.error(`Could not copy: select the ${label.toLowerCase()} and copy it yourself`);
    }
  };
  return (
    <div className="flex min-w-0 items-end gap-2">
      <Field label={label} className="min-w-0 flex-1">
        <Input readOnly value={value} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
      </Field>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void copy()}
        aria-label={`Copy ${label.toLowerCase()}`}
        icon={<Copy aria-hidden="true" className="h-4 w-4" />}
      >
        Copy
      </Button>
    </div>
  );
}

/**
 * Settings, Integrations, "Webhooks" (admins only): the URLs other tools (JustDial, Facebook or
 * Instagram lead forms, a site builder) post leads to, each giving its leads a source. A secret is
 * shown once, when the webhook is added or given a new one.
 */
export function LeadWebhooks({ initial }: { initial: LeadWebhook[] | null }) {
  const [webhooks, setWebhooks] = useState(initial);
  const [shown, setShown] = useState<LeadWebhookWithSecret | null>(null);
  const [source, setSource] = useState<WebhookSource>("other");
  const [deleting, setDeleting] = useState<LeadWebhook | null>(null);
  const fetcher = useFetcher<WebhookResult>();
  const busy = fetcher.state !== "idle";
  const pending = busy ? (fetcher.json as { intent?: string } | undefined)?.intent : undefined;

  useEachResult(fetcher.data, (result) => {
    if (result.webhooks) setWebhooks(result.webhooks);
    if (!result.ok) return void toast.error(result.error);
    toast.success(result.message);
    setShown(result.shown ?? null);
    setDeleting(null);
  });
  const submit = (body: Record<string, string | number>) => void fetcher.submit(body, { method: "post", encType: "application/json" });
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) submit({ intent: "webhook-create", source });
  };
  const nameOf = (w: LeadWebhook) => `${LEAD_SOURCE_LABELS[w.source]} webhook #${w.id}`;

  return (
    <section aria-labelledby="webhooks-title" className="space-y-4">
      <div>
        <h3 id="webhooks-title" className="text-base font-semibold text-ink">
          Webhooks
        </h3>
        <p className="mt-1 text-sm text-gray-600">
          For JustDial, Facebook or Instagram lead forms, a website builder or an automation tool: it posts each lead as JSON to the webhook&apos;s URL, signed
          in the header <code className="font-mono text-xs">{WEBHOOK_SIGNATURE_HEADER}: sha256=…</code> (the HMAC-SHA256 of the body with the webhook&apos;s
          secret). Its leads get the webhook&apos;s source.
        </p>
      </div>

      {shown ? (
        <div role="status" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="text-sm font-semibold text-amber-950">Copy the secret now: it will not be shown again</p>
          <CopyField label="Webhook URL" value={shown.url} />
          <CopyField label="Secret" value={shown.secret} />
          <Button variant="secondary" size="sm" onClick={() => setShown(null)}>
            Done
          </Button>
        </div>
      ) : null}

      {webhooks === null ? (
        <p className="text-sm text-red-700">The webhooks could not be read. Reload the page to try again.</p>
      ) : webhooks.length === 0 ? (
        <p className="text-sm text-gray-600">No webhooks yet.</p>
      ) : (
        <ul aria-label="Webhooks" className="divide-y divide-gray-200 rounded-lg border border-gray-200">
          {webhooks.map((w) => (
            <li key={w.id} className="space-y-2 p-3">
              <p className="font-medium text-ink">{nameOf(w)}</p>
              <CopyField label={`URL of the ${nameOf(w)}`} value={w.url} />
              <p className="text-xs text-gray-600">
                Added {formatDate(w.created_at)}
                {w.rotated_at ? `; secret changed ${formatDate(w.rotated_at)}` : ""}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  aria-label={`Rotate secret of the ${nameOf(w)}`}
                  icon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
                  onClick={() => submit({ intent: "webhook-rotate", id: w.id })}
                >
                  Rotate secret
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  aria-label={`Delete the ${nameOf(w)}`}
                  icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
                  onClick={() => setDeleting(w)}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <form onSubmit={add} className="flex flex-wrap items-end gap-3">
        <Field label="Source of its leads" className="w-56">
          <Select value={source} onChange={(e) => setSource(e.target.value as WebhookSource)}>
            {WEBHOOK_SOURCES.map((s) => (
              <option key={s} value={s}>
                {LEAD_SOURCE_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" busy={pending === "webhook-create"} icon={<Plus aria-hidden="true" className="h-4 w-4" />}>
          Add webhook
        </Button>
      </form>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this webhook?"
        message={deleting ? `The ${nameOf(deleting)} stops taking leads at once; the leads it brought stay.` : ""}
        confirmLabel="Delete webhook"
        busy={busy}
        onConfirm={() => deleting && submit({ intent: "webhook-delete", id: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
