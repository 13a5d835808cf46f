/** "Add product" of the quotation form: a search of the catalogue, its matches to pick from. */
import { PackagePlus, Search, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { AdminProduct } from "#schemas/wire";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { api, isAbortError, isSignedOutError } from "~/lib/api";
import { formatPricePerUnit } from "#schemas/format";

export const ADD_PRODUCT_ID = "quotation-add-product";
const PRODUCT_RESULTS = 8;
const SEARCH_DELAY_MS = 250;

type Found = { state: "idle" } | { state: "loading" } | { state: "done"; products: AdminProduct[] } | { state: "failed" };

/**
 * "Add product": a search of the catalogue by name (the admin products list), its matches as
 * buttons. Arrow keys move between the box and the matches, Escape closes it.
 */
export function ProductPicker({ onPick }: { onPick: (p: AdminProduct) => void }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Found>({ state: "idle" });
  const boxRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Opening puts the focus in the search box; closing with Escape or the close button gives it back to "Add product".
  const [giveBack, setGiveBack] = useState(false);
  useEffect(() => {
    if (open) boxRef.current?.focus();
    else if (giveBack) {
      document.getElementById(ADD_PRODUCT_ID)?.focus();
      setGiveBack(false);
    }
  }, [open, giveBack]);

  // The search follows the typing after a pause; an older search still under way is given up, and
  // its matches are not offered meanwhile (arrow keys and Enter act on the matches of what is typed).
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setFound({ state: "loading" });
    const timer = setTimeout(() => {
      const q = new URLSearchParams({ limit: String(PRODUCT_RESULTS), page: "1" });
      if (query.trim()) q.set("search", query.trim());
      api("GET", `/api/admin/products?${q}`, undefined, { auth: true, signal: controller.signal }).then(
        (answer) => setFound({ state: "done", products: answer.data ?? [] }),
        (err: unknown) => {
          if (isAbortError(err) || isSignedOutError(err)) return;
          console.error("Failed to search products", err);
          setFound({ state: "failed" });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query]);

  const close = () => {
    setOpen(false);
    setQuery("");
    setFound({ state: "idle" });
    setGiveBack(true);
  };
  const pick = (p: AdminProduct) => {
    setOpen(false);
    setQuery("");
    setFound({ state: "idle" });
    onPick(p);
  };

  const buttons = () => Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      close();
      return;
    }
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const all = buttons();
    if (!all.length) return;
    e.preventDefault();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === "ArrowDown") all[Math.min(at + 1, all.length - 1)].focus();
    else if (at <= 0) boxRef.current?.focus();
    else all[at - 1].focus();
  };

  if (!open)
    return (
      <Button id={ADD_PRODUCT_ID} onClick={() => setOpen(true)} icon={<PackagePlus aria-hidden="true" className="h-4 w-4" />}>
        Add product
      </Button>
    );

  const products = found.state === "done" ? found.products : [];
  return (
    <div role="group" aria-label="Add product" onKeyDown={onKeyDown} className="w-full rounded-lg border border-gray-200 bg-gray-50 p-3 sm:max-w-xl">
      <div className="flex items-center gap-2">
        <div className="relative flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500" />
          <Input
            ref={boxRef}
            type="search"
            aria-label="Search products"
            aria-describedby="quotation-product-status"
            placeholder="Search products by name..."
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              // Enter picks the first match rather than sending the quotation.
              if (e.key === "Enter") {
                e.preventDefault();
                if (products[0]) pick(products[0]);
              }
            }}
            className="pl-9"
          />
        </div>
        <Button variant="ghost" size="sm" aria-label="Close product search" onClick={close} icon={<X aria-hidden="true" className="h-4 w-4" />} />
      </div>
      <p id="quotation-product-status" role="status" className="mt-2 flex items-center gap-2 text-sm text-gray-600">
        {found.state === "loading" ? (
          <>
            <Spinner size="sm" /> Searching...
          </>
        ) : found.state === "failed" ? (
          <span className="text-red-700">Failed to search products</span>
        ) : found.state === "done" ? (
          products.length ? (
            `${products.length} ${products.length === 1 ? "product" : "products"}: choose one to add it`
          ) : (
            "No products found"
          )
        ) : null}
      </p>
      {products.length ? (
        <ul ref={listRef} aria-label="Matching products" className="mt-2 max-h-72 space-y-1 overflow-y-auto">
          {products.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => pick(p)}
                className="flex w-full flex-col items-start rounded-md px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="font-medium text-ink">{p.product_name}</span>
                <span className="text-xs text-gray-600">
                  {formatPricePerUnit(p.price, p.unit)} · HSN {p.hsn_code} · GST {p.gst_rate} %{p.status !== "active" ? ` · ${p.status}` : ""}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
