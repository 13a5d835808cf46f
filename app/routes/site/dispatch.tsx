import type { ReactNode } from "react";
import { data } from "react-router";
import { formatOrderQuantity } from "#schemas/orders";
import { formatIndiaDateTime } from "#schemas/india-time";
import { linkErrorBoundary } from "~/components/site/link-error";
import { Download } from "~/components/site/quotation-icons";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import type { Route } from "./+types/dispatch";

/**
 * The customer's page of one truckload at /d/{token}: the link staff send with "Send to customer".
 * No login: the unguessable token is the key. The order number, what this load carries, the
 * vehicle and driver, when it left, whether it has been delivered, and its delivery challan.
 * Never indexed, never cached.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const load = await context.get(servicesContext).dispatches.viewByToken(params.token);
  if (!load) throw data({ token: params.token }, { status: 404, statusText: "Dispatch not found" });
  return { load };
}

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData?.load;
  if (!d) return pageMeta(args, { title: "Dispatch not found", description: "This dispatch link is not valid. Check the link you received.", noindex: true });
  return pageMeta(args, {
    title: `Dispatch ${d.number} – ${d.seller_name}`,
    description: `Your order ${d.order_number}: vehicle ${d.vehicle_number}, its load and its delivery challan.`,
    noindex: true,
  });
};

/** One customer's load: kept out of every cache and search index, the challan too (see the API). */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export default function DispatchPage({ loaderData, params }: Route.ComponentProps) {
  const { load: d } = loaderData;
  const delivered = d.delivered_at !== null;
  return (
    <div className="bg-gray-50">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <article aria-labelledby="dispatch-title" className="rounded-2xl border border-gray-200 bg-white shadow-sm">
          <header className="flex flex-col gap-4 border-b border-gray-200 p-5 sm:flex-row sm:justify-between sm:p-8">
            <div className="min-w-0">
              <p className="text-lg font-bold text-brand-800">{d.seller_name}</p>
              <h1 id="dispatch-title" className="mt-1 text-2xl font-bold text-ink sm:text-3xl">
                Your order {d.order_number}
              </h1>
              <p className="mt-1 text-sm text-gray-700">Delivery challan {d.number}</p>
            </div>
            <p
              className={`self-start rounded-full px-3 py-1 text-sm font-semibold ${delivered ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
            >
              {delivered ? "Delivered" : "On the way"}
            </p>
          </header>
          <dl className="grid gap-x-6 gap-y-3 border-b border-gray-200 p-5 text-sm sm:grid-cols-2 sm:p-8">
            <Fact label="Vehicle" valueClassName="font-mono text-base font-semibold text-ink">
              {d.vehicle_number}
            </Fact>
            <Fact label="Left at">{formatIndiaDateTime(d.dispatch_at)}</Fact>
            {d.driver_name ? <Fact label="Driver">{d.driver_name}</Fact> : null}
            {d.transporter ? <Fact label="Transporter">{d.transporter}</Fact> : null}
            {delivered ? (
              <Fact label="Delivered" className="sm:col-span-2">
                {formatIndiaDateTime(d.delivered_at!)}
                {d.received_by ? `, received by ${d.received_by}` : ""}
              </Fact>
            ) : null}
          </dl>
          <section aria-labelledby="dispatch-items" className="p-5 sm:p-8">
            <h2 id="dispatch-items" className="text-sm font-semibold tracking-wide text-gray-600 uppercase">
              On this load
            </h2>
            <ul className="mt-3 divide-y divide-gray-200">
              {d.items.map((item, i) => (
                <li key={i} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                  <span className="min-w-0 break-words text-ink">
                    {item.description} <span className="text-xs text-gray-600">HSN {item.hsn}</span>
                  </span>
                  <span className="font-semibold text-ink">{formatOrderQuantity(item.quantity, item.unit)}</span>
                </li>
              ))}
            </ul>
            <a href={`/api/d/${encodeURIComponent(params.token)}/challan.pdf`} className={buttonClass({ variant: "outline", className: "mt-5" })}>
              <Download className="h-4 w-4" />
              Download delivery challan
            </a>
          </section>
        </article>
      </div>
    </div>
  );
}

/** One fact of the load: its name, then its value. */
function Fact({
  label,
  className,
  valueClassName = "font-medium text-ink",
  children,
}: {
  label: string;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-gray-600">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

/** An unknown token (404), or a failure to read the load, inside the site's frame. */
export const ErrorBoundary = linkErrorBoundary({
  notFound: "Dispatch not found",
  notValid: "This dispatch link is not valid. Please check that you opened the whole link you received.",
  what: "dispatch",
});
