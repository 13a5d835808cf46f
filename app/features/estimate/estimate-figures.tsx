import type { ReactNode } from "react";
import { formatCount, formatRupees } from "#schemas/format";
import type { EstimateFigures } from "#schemas/estimate";
import type { PincodeAnswer } from "#schemas/wire";
import { useT, type Translate } from "~/i18n/t";

function Row({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between gap-3 border-t border-brand-200 pt-2 text-base font-semibold" : "flex justify-between gap-3"}>
      <dt className="text-gray-700">{label}</dt>
      <dd className="text-right tabular-nums text-ink">{children}</dd>
    </div>
  );
}

/** "Vadodara, ~152 km": the delivery place and its road distance from the factory. */
export const deliveryText = (t: Translate, place: PincodeAnswer) =>
  place.distance_km === null ? place.place : t("estimate.place", { place: place.place, km: formatCount(place.distance_km) });

/** The estimate's figures: quantity, material, GST, the freight (the place is shown by the PIN code) and the total. `unit` in the page's language. */
export function EstimateFigureList({ figures, unit, minimum }: { figures: EstimateFigures; unit: string; minimum: number }) {
  const t = useT();
  const { freight } = figures;
  return (
    <>
      <dl className="space-y-1.5 text-sm">
        <Row label={t("estimate.figures.quantity")}>{`${formatCount(figures.quantity)} ${unit}`}</Row>
        <Row label={t("estimate.figures.material")}>{formatRupees(figures.material)}</Row>
        <Row label={t("estimate.figures.gst", { rate: figures.gstRate })}>{formatRupees(figures.gst)}</Row>
        {freight ? (
          <>
            <Row label={t("estimate.figures.trucks")}>{`${formatCount(freight.trucks)} × ${freight.truck}`}</Row>
            <Row label={t("estimate.figures.freight")}>{formatRupees(freight.amount)}</Row>
            <Row label={t("estimate.figures.freightGst", { rate: freight.gstRate })}>{formatRupees(freight.gst)}</Row>
          </>
        ) : null}
        <Row label={t("estimate.figures.total")} strong>
          {formatRupees(figures.total)}
        </Row>
      </dl>
      {figures.raisedToMinimum ? <p className="mt-2 text-sm text-amber-900">{t("estimate.figures.raised", { minimum: formatCount(minimum), unit })}</p> : null}
    </>
  );
}
