/**
 * The instant estimate: the buyer's quantity (or, for a product laid by area, the area in sq ft or
 * m²) and an optional delivery PIN code, and at once the quantity, material cost, GST, freight and
 * total, worked out in the browser by the same engine the server uses (#schemas/estimate). Only
 * the PIN code goes to the server, once it has 6 digits. Self-contained: it takes the product and
 * answers its figures to `onEstimate`; loaded on demand (index.ts), so no public page's first load
 * carries it.
 */
import { Send } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { AREA_UNITS, estimate, type AreaUnit, type EstimateFigures, type EstimateQuantity, type EstimateRequest } from "#schemas/estimate";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Options, Select } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { unitWord } from "~/components/site/unit-word";
import { useT } from "~/i18n/t";
import { cn } from "~/lib/cn";
import { deliveryText, EstimateFigureList } from "./estimate-figures";
import { useDelivery } from "./use-delivery";

/** What the panel reads of a product. `unit` is the plural the quantity is counted in ("Pieces"). */
export type EstimatePanelProduct = {
  price: number;
  unit: string;
  gstRate: number;
  minOrderQuantity: number;
  piecesPerSqm: number | null;
  weightKg: number | null;
};

/** The buyer's inputs and the figures, as a quote request sends them; null while nothing can be estimated. */
export type EstimateUpdate = { request: EstimateRequest; figures: EstimateFigures } | null;

/** The buyer's text as a quantity or area: a positive number, else null. */
function positive(text: string): number | null {
  const n = Number(text);
  return text.trim() !== "" && Number.isFinite(n) && n > 0 ? n : null;
}

export function EstimatePanel({
  product,
  initial,
  onEstimate,
  onGetPrice,
  busy = false,
}: {
  product: EstimatePanelProduct;
  /** Inputs to start from (an estimate begun elsewhere, e.g. on the product page). */
  initial?: EstimateRequest;
  onEstimate?: (update: EstimateUpdate) => void;
  /** "Get this price": shown when given (the modal sends its form with the estimate). */
  onGetPrice?: () => void;
  busy?: boolean;
}) {
  const t = useT();
  const id = useId();
  const unit = unitWord(t, product.unit);
  const byArea = product.piecesPerSqm !== null;
  const [mode, setMode] = useState<"quantity" | "area">(initial?.by ?? (byArea ? "area" : "quantity"));
  const [quantity, setQuantity] = useState(initial?.by === "quantity" ? String(initial.quantity) : "");
  const [area, setArea] = useState(initial?.by === "area" ? String(initial.area) : "");
  const [areaUnit, setAreaUnit] = useState<AreaUnit>(initial?.by === "area" ? initial.areaUnit : "sq ft");
  const [pin, setPin] = useState(initial?.pin ?? "");
  const delivery = useDelivery(pin);

  const asked: EstimateQuantity | null = useMemo(() => {
    if (mode === "area") {
      const a = positive(area);
      return a === null ? null : { by: "area", area: a, areaUnit };
    }
    const q = positive(quantity);
    return q === null || !Number.isInteger(q) ? null : { by: "quantity", quantity: q };
  }, [mode, area, areaUnit, quantity]);

  const place = delivery.state === "found" ? delivery.place : null;
  const figures = useMemo(() => {
    if (!asked) return null;
    const freight =
      delivery.state === "found" && delivery.place.distance_km !== null ? { distanceKm: delivery.place.distance_km, trucks: delivery.trucks } : null;
    return estimate(product, asked, freight);
  }, [product, asked, delivery]);

  useEffect(() => {
    if (!onEstimate) return;
    onEstimate(asked && figures ? { request: { ...asked, ...(place ? { pin: place.pin } : {}) }, figures } : null);
  }, [onEstimate, asked, figures, place]);

  return (
    <div className="space-y-3 rounded-lg border border-brand-200 bg-brand-50/60 p-3 sm:p-4">
      {byArea ? (
        <fieldset className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <legend className="sr-only">{t("estimate.by")}</legend>
          {(["quantity", "area"] as const).map((m) => (
            <label key={m} className="inline-flex items-center gap-2">
              <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} className="h-4 w-4 accent-brand-700" />
              {m === "quantity" ? t("estimate.byQuantity") : t("estimate.byArea")}
            </label>
          ))}
        </fieldset>
      ) : null}

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {mode === "quantity" ? (
          <Field label={t("estimate.quantityOf", { unit })} className="sm:col-span-2">
            <Input type="number" inputMode="numeric" min={1} step={1} value={quantity} onChange={(e) => setQuantity(e.target.value)} className="h-11" />
          </Field>
        ) : (
          <div className="flex gap-2 sm:col-span-2">
            <Field label={t("estimate.area")} className="flex-1">
              <Input type="number" inputMode="decimal" min={0} step="any" value={area} onChange={(e) => setArea(e.target.value)} className="h-11" />
            </Field>
            <Field label={t("estimate.areaUnit")} className="w-28">
              <Select value={areaUnit} onChange={(e) => setAreaUnit(e.target.value as AreaUnit)} className="h-11">
                <Options items={AREA_UNITS} />
              </Select>
            </Field>
          </div>
        )}
        <Field
          label={t("estimate.pin")}
          className="sm:col-span-2"
          error={delivery.state === "unknown" ? t("estimate.pinNotFound") : undefined}
          hint={
            delivery.state === "loading" ? (
              <span className="inline-flex items-center gap-2">
                <Spinner /> {t("estimate.pinLookingUp")}
              </span>
            ) : delivery.state === "found" ? (
              deliveryText(t, delivery.place)
            ) : delivery.state === "failed" ? (
              t("estimate.pinFailed")
            ) : undefined
          }
        >
          <Input
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, "").slice(0, 6))}
            className="h-11"
          />
        </Field>
      </div>

      <div aria-live="polite" className={cn("rounded-md bg-white p-3", !figures && "text-sm text-gray-700")}>
        {figures ? (
          <EstimateFigureList figures={figures} unit={unit} minimum={product.minOrderQuantity} />
        ) : mode === "area" ? (
          t("estimate.enterArea")
        ) : (
          t("estimate.enterQuantity")
        )}
        <p className="mt-2 text-xs text-gray-700">{t("estimate.only")}</p>
      </div>

      {onGetPrice ? (
        <Button onClick={onGetPrice} disabled={!figures} busy={busy} icon={<Send aria-hidden="true" className="h-4 w-4" />} className="w-full">
          {t("estimate.getPrice")}
        </Button>
      ) : null}
    </div>
  );
}
