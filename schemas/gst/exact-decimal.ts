/**
 * Exact decimals for money and quantities: a decimal string as an integer count of 10^-scale units
 * in BigInt, and back; never floating point.
 */

/**
 * A decimal (string or number) as an integer count of 10^-scale units, rounded half-up when it has
 * more decimals than the scale. Throws on anything that is not a plain decimal number.
 */
export function parseScaled(value: string | number, scale: number, what = "amount"): bigint {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value) || Math.abs(value) >= 1e21) throw new RangeError(`Invalid ${what}: ${value}`);
    // The number's shortest round-trip text ("0.1", not 0.1000000000000000055…), written out when tiny ("1e-7").
    text = String(value);
    if (text.includes("e")) text = value.toFixed(20);
  } else text = value.trim();
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === "" && (m[3] ?? "") === "")) throw new RangeError(`Invalid ${what}: ${JSON.stringify(value)}`);
  const negative = m[1] === "-";
  const whole = m[2] || "0";
  const fraction = m[3] ?? "";
  const kept = (fraction + "0".repeat(scale)).slice(0, scale);
  let units = BigInt(whole) * 10n ** BigInt(scale) + BigInt(kept || "0");
  // Half-up: the first dropped digit decides.
  if (fraction.length > scale && fraction.charCodeAt(scale) >= 53 /* "5" */) units += 1n;
  return negative ? -units : units;
}

/** An integer count of 10^-scale units as a decimal string with exactly `scale` decimals. */
export function formatScaled(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (n * 2n + denominator) / (denominator * 2n);
  return negative ? -q : q;
}

/** An amount in rupees as integer paise. */
export const paise = (value: string | number, what: string) => parseScaled(value, 2, what);
/** Integer paise as rupees with two decimals: "1234.50". */
export const money = (p: bigint) => formatScaled(p, 2);
