import type { ReactNode } from "react";
import { formatCount, formatRupees } from "#schemas/format";
import type { EstimateFigures } from "#schemas/estimate";
import type { PincodeAnswer } from "#schemas/wire";

function Row({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between gap-3 border-t border-brand-200 pt-2 text-base font-semibold" : "flex justify-between gap-3"}>
      <dt className="text-gray-700">{label}</dt>
      <dd className="text-right tabular-nums text-ink">{children}</dd>
    </div>
  );
}

/** "Vadodara, ~152 km": the delivery place and its road distance from the factory. */
export const deliveryText = (place: PincodeAnswer) => (place.distance_km === null ? place.place : `${place.place}, ~${formatCount(place.distance_km)} km`);

/** The estimate's figures: quantity, material, GST, the freight (the place is shown by the PIN code) and the total. */
export function EstimateFigureList({ figures, unit, minimum }: { figures: EstimateFigures; unit: string; minimum: number }) {
  const { freight } = figures;
  return (
    <>
      <dl className="space-y-1.5 text-sm">
        <Row label="Quantity">{`${formatCount(figures.quantity)} ${unit}`}</Row>
        <Row label="Material cost">{formatRupees(figures.material)}</Row>
        <Row label={`GST ${figures.gstRate}%`}>{formatRupees(figures.gst)}</Row>
        {freight ? (
          <>
            <Row label="Trucks">{`${formatCount(freight.trucks)} × ${freight.truck}`}</Row>
            <Row label="Freight">{formatRupees(freight.amount)}</Row>
            <Row label={`GST on freight ${freight.gstRate}%`}>{formatRupees(freight.gst)}</Row>
          </>
        ) : null}
        <Row label="Total" strong>
          {formatRupees(figures.total)}
        </Row>
      </dl>
      {figures.raisedToMinimum ? <p className="mt-2 text-sm text-amber-900">{`Raised to the minimum order of ${formatCount(minimum)} ${unit}.`}</p> : null}
    </>
  );
}
