import { useEffect, useState } from "react";
import type { TruckType } from "#schemas/freight";
import type { PincodeAnswer } from "#schemas/wire";

/** An Indian PIN code, as PIN_CODE in #schemas/freight (which would bring zod into the public pages' code). */
const PIN = /^[1-9][0-9]{5}$/;

/** Where the delivery PIN code stands: none (or not 6 digits yet), being looked up, found, unknown, or the lookup failed. */
export type Delivery =
  | { state: "none" }
  | { state: "loading" }
  | { state: "found"; place: PincodeAnswer; trucks: readonly TruckType[] }
  | { state: "unknown" }
  | { state: "failed" };

/** The truck types (GET /api/freight, public): asked once per page, when the first PIN code is looked up; none when it cannot be read. */
let trucks: Promise<readonly TruckType[]> | undefined;
function truckTypes(): Promise<readonly TruckType[]> {
  trucks ??= fetch("/api/freight")
    .then((res) => (res.ok ? (res.json() as Promise<{ trucks?: TruckType[] }>) : { trucks: [] }))
    .then((f) => f.trucks ?? [])
    .catch(() => {
      trucks = undefined; // asked again with the next PIN code
      return [];
    });
  return trucks;
}

/**
 * The delivery place of a PIN code, looked up once when it has 6 digits (not per keystroke: the
 * code changes only by whole digits, and a shorter one is never asked), with the truck types.
 */
export function useDelivery(pin: string): Delivery {
  const [delivery, setDelivery] = useState<Delivery>({ state: "none" });
  const complete = PIN.test(pin);
  useEffect(() => {
    if (!complete) {
      setDelivery({ state: "none" });
      return;
    }
    const abort = new AbortController();
    setDelivery({ state: "loading" });
    Promise.all([fetch(`/api/pincodes/${pin}`, { signal: abort.signal }), truckTypes()]).then(
      async ([res, types]) => {
        if (abort.signal.aborted) return;
        if (res.status === 404) return setDelivery({ state: "unknown" });
        if (!res.ok) return setDelivery({ state: "failed" });
        const place = (await res.json()) as PincodeAnswer;
        if (!abort.signal.aborted) setDelivery({ state: "found", place, trucks: types });
      },
      () => {
        if (!abort.signal.aborted) setDelivery({ state: "failed" });
      },
    );
    return () => abort.abort();
  }, [pin, complete]);
  return delivery;
}
