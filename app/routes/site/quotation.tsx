import { useEffect, useState } from "react";
import { data } from "react-router";
import { QuotationBanner } from "~/components/site/quotation-banner";
import { QuotationDocument } from "~/components/site/quotation-document";
import { quotationDay, quotationState } from "~/components/site/quotation-format";
import { linkErrorBoundary } from "~/components/site/link-error";
import { QuotationRespond } from "~/components/site/quotation-respond";
import { getToken } from "~/lib/session-token";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import { pageMessages } from "~/i18n/messages.server";
import type { Route } from "./+types/quotation";

/**
 * The customer's quotation at /q/{token}: the link staff send by e-mail or WhatsApp. No login: the
 * unguessable token is the key. Rendered on the server from the quotation as the customer API
 * answers it (GET /api/q/:token), with its PDF, and while it is open "Accept quotation" and
 * "Request changes". Never indexed, never cached.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { quotations } = context.get(servicesContext);
  // Read without counting a view: whether this visit is the customer's is told by the page once it
  // runs in the browser (see the component), where a signed-in staff member's token is known.
  const quotation = await quotations.viewByToken(params.token, { staff: true });
  if (!quotation) throw data({ token: params.token }, { status: 404, statusText: "Quotation not found" });
  return { quotation, messages: pageMessages(request, "quotation") };
}

export const meta: Route.MetaFunction = (args) => {
  const q = args.loaderData?.quotation;
  if (!q) {
    return pageMeta(args, {
      title: "Quotation not found",
      description: "This quotation link is not valid. Check the link you received, or contact us for a quotation.",
      noindex: true,
    });
  }
  return pageMeta(args, {
    title: `Quotation ${q.number} – ${q.seller.name}`,
    description: `Quotation ${q.number} from ${q.seller.name}, valid until ${quotationDay(q.valid_until)}: items, GST and the total. Download the PDF, accept it online or ask for changes.`,
    noindex: true,
  });
};

/** One customer's quotation: kept out of every cache and search index, the PDF too (see the API). */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export default function QuotationPage({ loaderData, params }: Route.ComponentProps) {
  const { quotation: q } = loaderData;
  const token = params.token;
  const [accepted, setAccepted] = useState<string | null>(null);
  const state = quotationState(q);

  // "Viewed" is the customer's visit, told by the browser once the page runs: the API marks it
  // unless the visitor is a bot or signed-in staff (their stored token goes with it). Link
  // previews and crawlers, which fetch the HTML without running it, never count.
  useEffect(() => {
    const staff = getToken();
    void fetch(`/api/q/${encodeURIComponent(token)}`, {
      headers: { Accept: "application/json", ...(staff ? { Authorization: `Bearer ${staff}` } : {}) },
      credentials: "same-origin",
    })
      // Read to the end: an unread answer keeps its request open.
      .then((res) => res.text())
      .catch(() => undefined);
  }, [token]);

  const pdfHref = `/api/q/${encodeURIComponent(token)}/pdf`;
  return (
    <div className="bg-gray-50">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <QuotationBanner q={q} />
        {state === "open" && !accepted ? (
          <p className="text-sm text-gray-700">
            {`${q.seller.name} has sent you this quotation. `}
            <a href="#respond" className="font-semibold text-brand-800 underline hover:text-brand-900">
              Accept it or request changes
            </a>{" "}
            below.
          </p>
        ) : null}
        <QuotationDocument q={q} pdfHref={pdfHref} />
        {state === "open" ? <QuotationRespond token={token} countryCode={q.country_code} accepted={accepted} onAccepted={setAccepted} /> : null}
      </div>
    </div>
  );
}

/** An unknown token (404), or a failure to read the quotation, inside the site's frame. */
export const ErrorBoundary = linkErrorBoundary({
  notFound: "Quotation not found",
  notValid: "This quotation link is not valid. Please check that you opened the whole link you received, or ask us for a fresh quotation.",
  what: "quotation",
});
