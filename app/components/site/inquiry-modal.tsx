import { Loader2, Send } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { DEFAULT_COUNTRY_CODE } from "#schemas/countries";
import { keepDigits, MOBILE_PATTERN, INQUIRY_MAX_QUANTITY, INQUIRY_MESSAGES } from "#schemas/input-filters";
import { api } from "~/lib/api";
import { useSubmitWithRetry } from "~/lib/submit-with-retry";
import { DialogToasts, toast } from "~/lib/toast";
import { Dialog } from "~/components/ui/dialog";
import { CountryPicker } from "~/components/ui/country-picker";
import { formatRupees, type CardProduct } from "~/components/site/product-card";

/** The read-only unit of a quote request: the product unit without a leading '/ ', else 'Pieces'. */
export function inquiryUnit(unit: string | null | undefined): string {
  const u = (unit ?? "").replace(/^\s*\/\s*/, "").trim();
  return u || "Pieces";
}

/**
 * Spec section 5: checked in this order, the first failure is the toast. Plain checks with the
 * messages of inquirySchema (schemas/input-filters.ts): zod stays out of the category page.
 */
export function inquiryValidationError(v: { name: string; mobile: string; quantity: string }): string | null {
  if (!v.name.trim()) return INQUIRY_MESSAGES.name;
  if (!MOBILE_PATTERN.test(v.mobile)) return INQUIRY_MESSAGES.mobile;
  const q = Number.parseInt(v.quantity, 10);
  if (!v.quantity.trim() || Number.isNaN(q) || q <= 0 || q > INQUIRY_MAX_QUANTITY) return INQUIRY_MESSAGES.quantity;
  return null;
}

const MODAL_TOASTS = "inquiry-modal";
const inModal = { containerId: MODAL_TOASTS };

/**
 * The 'Get Best Price' modal (spec sections 2, 4, 5, 8). The form lives only while the modal is
 * open, so hiding it always resets the form.
 */
export function InquiryModal({ product, onClose }: { product: CardProduct | null; onClose: () => void }) {
  return (
    <Dialog open={product !== null} onClose={onClose} title="Get Best Price" description={product ? `Quote request for ${product.product_name}` : undefined}>
      {product ? <InquiryForm product={product} onDone={onClose} /> : null}
      {/* The modal makes the rest of the page inert: its own toasts must live inside it. */}
      {product ? <DialogToasts id={MODAL_TOASTS} /> : null}
    </Dialog>
  );
}

const fieldClass = "h-11 w-full rounded-lg border border-gray-300 px-3 text-sm placeholder:text-gray-500 focus:border-brand-600";
const inputClass = `${fieldClass} bg-white text-ink`;

function InquiryForm({ product, onDone }: { product: CardProduct; onDone: () => void }) {
  const [name, setName] = useState("");
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [mobile, setMobile] = useState("");
  const [quantity, setQuantity] = useState("");
  const [website, setWebsite] = useState("");
  const { submit, pending, notice, edited } = useSubmitWithRetry();
  const id = useId();
  const unit = inquiryUnit(product.unit);
  const qty = Number.parseInt(quantity, 10);
  const total = Number.isFinite(qty) && qty > 0 ? product.price * qty : null;

  function change<T>(set: (v: T) => void) {
    return (v: T) => {
      set(v);
      edited();
    };
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const invalid = inquiryValidationError({ name, mobile, quantity });
    if (invalid) {
      toast.error(invalid, inModal);
      return;
    }
    const payload = { name: name.trim(), productId: product.id, mobile, countryCode, quantity: qty, unit, website };
    const outcome = await submit((key) => api("POST", "/api/inquiry", payload, { headers: { "Idempotency-Key": key } }));
    if (!outcome) return;
    if (outcome.ok) {
      // The modal closes at once, so this one goes to the page's own toasts.
      toast.success(`Quote request submitted successfully for ${product.product_name}!`);
      onDone();
    } else {
      toast.error("Failed to submit quote request. Please try again.", inModal);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={pending}>
      <div>
        <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium text-gray-800">
          Your Name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          value={name}
          maxLength={100}
          onChange={(e) => change(setName)(e.target.value)}
          placeholder="Enter your name"
          className={inputClass}
        />
      </div>

      <div>
        <label htmlFor={`${id}-mobile`} className="mb-1 block text-sm font-medium text-gray-800">
          Mobile Number
        </label>
        <div className="flex gap-2">
          <CountryPicker value={countryCode} onChange={change(setCountryCode)} />
          <input
            id={`${id}-mobile`}
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={mobile}
            maxLength={10}
            onChange={(e) => change(setMobile)(keepDigits(e.target.value))}
            placeholder="10-digit mobile number"
            className={`${inputClass} min-w-0 flex-1`}
          />
        </div>
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-quantity`} className="mb-1 block text-sm font-medium text-gray-800">
            Quantity
          </label>
          <input
            id={`${id}-quantity`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={quantity}
            onChange={(e) => change(setQuantity)(e.target.value)}
            placeholder="Enter quantity"
            aria-describedby={`${id}-total`}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-unit`} className="mb-1 block text-sm font-medium text-gray-800">
            Unit
          </label>
          <input id={`${id}-unit`} name="unit" type="text" readOnly value={unit} className={`${fieldClass} cursor-default bg-gray-100 text-gray-700`} />
        </div>
      </div>

      <p id={`${id}-total`} aria-live="polite" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-gray-800">
        {total !== null ? (
          <>
            Estimated total: <strong className="text-brand-800">{formatRupees(total)}</strong>{" "}
            <span className="text-gray-600">
              ({formatRupees(product.price)} × {qty} {unit})
            </span>
          </>
        ) : (
          <>
            Price: <strong className="text-brand-800">{formatRupees(product.price)}</strong> / {unit} · Min Order: {product.min_order_quantity}{" "}
            {product.min_order_unit}
          </>
        )}
      </p>

      {/* Honeypot: hidden from people and assistive technology; only bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>

      {notice ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}

      <button
        type="submit"
        disabled={pending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {pending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Send aria-hidden="true" className="h-4 w-4" />}
        {pending ? "Sending..." : notice ? "Try Again" : "Submit Quote Request"}
      </button>
    </form>
  );
}
