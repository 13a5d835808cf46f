/**
 * "New order" from scratch: a customer chosen by search (a new buyer is added on Customers first)
 * and the lines, with the quotation's line editor and product picker. "Save order" makes the draft
 * and opens it, where its delivery site, dates, advance and notes are set before confirming. The
 * API checks the lines with the quotation's rules; its messages land under their fields
 * (`items.0.quantity`, `customer_id`).
 */
import { Save, Search } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import type { CustomerSummary } from "#schemas/wire";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { LeadCard } from "~/features/leads";
import { blankLine, isUntouchedLine, lineInput, QuotationItems, type LineValues } from "~/features/quotations";
import { api, isAbortError } from "~/lib/api";
import { useEachResult, useFormErrors } from "~/lib/form";
import { toast } from "~/lib/toast";
import { reportResult } from "~/components/admin/action-result";
import type { OrderRequest, OrderResult } from "./order-action";

/** Customers offered per search. */
const MATCHES = 8;

/** The customers whose name, company, phone or GSTIN match what is typed (after a short pause). */
function useCustomerSearch(query: string) {
  const [matches, setMatches] = useState<CustomerSummary[] | null>(null);
  useEffect(() => {
    const text = query.trim();
    if (!text) return setMatches(null);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api("GET", `/api/customers?search=${encodeURIComponent(text)}&limit=${MATCHES}`, undefined, { auth: true, signal: controller.signal })
        .then((answer) => setMatches(answer.data))
        .catch((err: unknown) => {
          if (!isAbortError(err)) toast.error("Failed to search customers. Please try again.");
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return matches;
}

export function NewOrderForm() {
  const [query, setQuery] = useState("");
  const [customer, setCustomer] = useState<CustomerSummary | null>(null);
  const [items, setItems] = useState<LineValues[]>(() => [blankLine()]);
  const { formRef, errors, show, clear, edit, reset } = useFormErrors();
  const matches = useCustomerSearch(customer ? "" : query);
  const fetcher = useFetcher<OrderResult>();
  const navigate = useNavigate();
  const saving = fetcher.state !== "idle";

  useEachResult(fetcher.data, (result) => {
    reportResult(result, show, reset);
    if (result.ok) void navigate(`/admin/orders/${result.order.id}`, { replace: true });
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    if (!customer) {
      show({ customer_id: "Choose a customer" });
      return;
    }
    // Blank lines nobody typed into are left out, and off the form too (unless none would be left).
    const kept = items.filter((l) => !isUntouchedLine(l));
    if (kept.length && kept.length < items.length) setItems(kept);
    const req: OrderRequest = { intent: "create", values: { customer_id: customer.id, items: kept.map(lineInput) } };
    void fetcher.submit(req, { method: "post", encType: "application/json" });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="New order" className="space-y-6">
      <LeadCard title="Customer" id="new-order-customer-title">
        {customer ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-gray-800">
              <span className="font-semibold text-ink">{customer.name}</span>
              {customer.company ? `, ${customer.company}` : ""} · {customer.country_code} {customer.phone}
            </p>
            <Button variant="outline" size="sm" onClick={() => setCustomer(null)}>
              Choose another customer
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <Field label="Find a customer" error={errors.customer_id} hint="Name, company, phone or GSTIN. A new buyer is added on Customers first.">
              <Input type="search" autoComplete="off" value={query} onChange={edit("customer_id", setQuery)} />
            </Field>
            {matches === null ? null : matches.length === 0 ? (
              <p className="text-sm text-gray-600">
                No customer matches.{" "}
                <Link to="/admin/customers" className="font-medium text-brand-700 hover:underline">
                  Add the customer
                </Link>{" "}
                first.
              </p>
            ) : (
              <ul aria-label="Matching customers" className="divide-y divide-gray-200 rounded-md border border-gray-200">
                {matches.map((c) => (
                  <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                    <span>
                      <span className="font-semibold text-ink">{c.name}</span>
                      {c.company ? `, ${c.company}` : ""} · {c.phone}
                      {c.gstin ? ` · ${c.gstin}` : ""}
                    </span>
                    <Button size="sm" variant="outline" icon={<Search aria-hidden="true" className="h-4 w-4" />} onClick={() => setCustomer(c)}>
                      Choose {c.name}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </LeadCard>
      <LeadCard title="Items" id="new-order-items-title">
        <QuotationItems items={items} onChange={setItems} errors={errors} onClearErrors={(fields) => fields.forEach(clear)} lines={undefined} />
      </LeadCard>
      <div className="flex justify-end">
        <Button type="submit" busy={saving} icon={<Save aria-hidden="true" className="h-4 w-4" />}>
          Save order
        </Button>
      </div>
    </form>
  );
}
