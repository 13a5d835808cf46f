import { Send } from "lucide-react";
import { useCallback, useId, useMemo, useRef, useState } from "react";
import { DEFAULT_COUNTRY_CODE } from "#schemas/countries";
import { keepNameChars, MOBILE_PATTERN, INQUIRY_MAX_QUANTITY, INQUIRY_MESSAGES, INQUIRY_NAME_MAX, NAME_PATTERN } from "#schemas/input-filters";
import { DialogToasts, toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { CardProduct } from "~/components/site/product-card";
import { MobileField } from "~/components/site/mobile-field";
import { unitWord } from "~/components/site/unit-word";
import { Honeypot, usePublicSubmit } from "~/components/site/public-form";
import { firstTouchField } from "~/lib/first-touch";
import { formatRupees } from "#schemas/format";
import { estimatePanelProductOf, inquiryUnit, type EstimateUpdate } from "~/features/estimate";
import { EstimateSection } from "~/features/estimate/estimate-section";
import type { EstimateRequest } from "#schemas/estimate";
import { useLang, useT } from "~/i18n/t";
import { formMessage, useFormMessage } from "~/components/site/form-messages";

/**
 * The quantity as inquirySchema reads it: Number() of the text (so " 3" is 3 and "1e3" is 1000),
 * kept only when it is a whole number from 1 to the maximum; otherwise null.
 */
export function inquiryQuantity(text: string): number | null {
  const q = Number(text);
  return Number.isInteger(q) && q >= 1 && q <= INQUIRY_MAX_QUANTITY ? q : null;
}

/**
 * Name (letters and spaces), then a 10-digit mobile number, then a whole quantity of at least 1: the first failure is
 * the toast. Plain checks with inquirySchema's messages and limits (schemas/input-filters.ts), so
 * zod stays out of the category page; a unit test holds them to the schema.
 */
export function inquiryValidationError(v: { name: string; mobile: string; quantity: string }): string | null {
  const name = v.name.trim();
  if (!name) return INQUIRY_MESSAGES.name;
  if (name.length > INQUIRY_NAME_MAX) return INQUIRY_MESSAGES.nameTooLong;
  if (!NAME_PATTERN.test(name)) return INQUIRY_MESSAGES.nameChars;
  if (!MOBILE_PATTERN.test(v.mobile)) return INQUIRY_MESSAGES.mobile;
  if (inquiryQuantity(v.quantity) === null) return INQUIRY_MESSAGES.quantity;
  return null;
}

const MODAL_TOASTS = "inquiry-modal";
const inModal = { containerId: MODAL_TOASTS };

/**
 * The 'Get Best Price' modal: a quote request for one product. The form lives only while the modal is
 * open, so hiding it always resets the form.
 */
export function InquiryModal({ product, estimate, onClose }: { product: CardProduct | null; estimate?: EstimateRequest; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title={t("inquiry.title")}
      description={product ? t("inquiry.description", { product: product.product_name }) : undefined}
      closeLabel={t("inquiry.close")}
    >
      {product ? <InquiryForm product={product} started={estimate} onDone={onClose} /> : null}
      {/* The modal makes the rest of the page inert: its own toasts must live inside it. */}
      {product ? <DialogToasts id={MODAL_TOASTS} /> : null}
    </Dialog>
  );
}

/** `started`: the estimate the buyer began on the product page, opened with its inputs. */
function InquiryForm({ product, started, onDone }: { product: CardProduct; started?: EstimateRequest; onDone: () => void }) {
  const t = useT();
  const fm = useFormMessage();
  const lang = useLang();
  const [name, setName] = useState("");
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [mobile, setMobile] = useState("");
  const [quantity, setQuantity] = useState("");
  const [website, setWebsite] = useState("");
  const [estimate, setEstimate] = useState<EstimateUpdate>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const unit = inquiryUnit(product.unit);
  const estimated = useMemo(() => estimatePanelProductOf(product), [product]);
  const onEstimate = useCallback((update: EstimateUpdate) => setEstimate(update), []);
  // While an estimate is attached its quantity and unit are the request's: the fields show them, read-only.
  const shownQuantity = estimate ? String(estimate.figures.quantity) : quantity;
  const shownUnit = estimate ? estimated.unit : unit;
  const qty = inquiryQuantity(shownQuantity);
  const total = qty !== null ? product.price * qty : null;

  const { onSubmit, pending, notice, edited } = usePublicSubmit({
    path: "/api/inquiry",
    prepare: () => {
      const invalid = inquiryValidationError({ name, mobile, quantity: shownQuantity });
      if (invalid) {
        toast.error(formMessage(t, invalid), inModal);
        return null;
      }
      // Only an opened panel reports an estimate.
      const attached = estimate ? { estimate: estimate.request } : {};
      // The page's language goes with the request, so staff can answer in it.
      return {
        name: name.trim(),
        productId: product.id,
        mobile,
        countryCode,
        quantity: qty,
        unit: shownUnit,
        website,
        language: lang,
        ...attached,
        ...firstTouchField(),
      };
    },
    sent: () => {
      // The modal closes at once, so this one goes to the page's own toasts.
      toast.success(t("inquiry.success", { product: product.product_name }));
      onDone();
    },
    failed: () => toast.error(t("inquiry.failure"), inModal),
  });

  function change<T>(set: (v: T) => void) {
    return (v: T) => {
      set(v);
      edited();
    };
  }

  return (
    <div className="space-y-4">
      <EstimateSection
        startOpen={started !== undefined}
        buttonClassName="w-full text-sm"
        product={estimated}
        initial={started}
        onEstimate={onEstimate}
        onGetPrice={() => form.current?.requestSubmit()}
        busy={pending}
      />
      <form ref={form} noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={pending}>
        <Field label={t("inquiry.name")} id={`${id}-name`}>
          <Input
            name="name"
            type="text"
            autoComplete="name"
            value={name}
            maxLength={INQUIRY_NAME_MAX}
            onChange={(e) => change(setName)(keepNameChars(e.target.value))}
            placeholder={t("inquiry.namePlaceholder")}
            className="h-11"
          />
        </Field>

        <MobileField
          label={t("inquiry.mobile")}
          id={`${id}-mobile`}
          name="mobile"
          value={mobile}
          onChange={change(setMobile)}
          countryCode={countryCode}
          onCountryChange={change(setCountryCode)}
          placeholder={t("inquiry.mobilePlaceholder")}
        />

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label={t("inquiry.quantity")} id={`${id}-quantity`}>
            <Input
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={shownQuantity}
              readOnly={estimate !== null}
              onChange={(e) => change(setQuantity)(e.target.value)}
              placeholder={t("inquiry.quantityPlaceholder")}
              aria-describedby={`${id}-total`}
              className="h-11"
            />
          </Field>
          <Field label={t("inquiry.unit")} id={`${id}-unit`}>
            <Input name="unit" type="text" readOnly value={shownUnit} className="h-11 cursor-default" />
          </Field>
        </div>

        <p id={`${id}-total`} aria-live="polite" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-gray-800">
          {total !== null ? (
            <>
              {t("inquiry.estimatedTotal")} <strong className="text-brand-800">{formatRupees(total)}</strong>{" "}
              <span className="text-gray-600">
                ({formatRupees(product.price)} × {qty} {shownUnit})
              </span>
            </>
          ) : (
            <>
              {t("inquiry.price")} <strong className="text-brand-800">{formatRupees(product.price)}</strong> / {unitWord(t, unit)} · {t("inquiry.minOrder")}{" "}
              {product.min_order_quantity} {unitWord(t, product.min_order_unit)}
            </>
          )}
        </p>

        <Honeypot id={`${id}-website`} value={website} onChange={setWebsite} />

        {notice ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {fm(notice)}
          </p>
        ) : null}

        <Button type="submit" size="lg" busy={pending} icon={<Send aria-hidden="true" className="h-4 w-4" />} className="w-full text-sm">
          {pending ? t("inquiry.sending") : notice ? t("inquiry.tryAgain") : t("inquiry.submit")}
        </Button>
      </form>
    </div>
  );
}
