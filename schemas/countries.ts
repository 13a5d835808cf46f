/** The 20 countries whose dial codes the phone fields offer, in the order shown; +91 (India) is the default. */
export const COUNTRIES = [
  { name: "India", code: "+91", iso: "IN" },
  { name: "United States", code: "+1", iso: "US" },
  { name: "United Kingdom", code: "+44", iso: "GB" },
  { name: "China", code: "+86", iso: "CN" },
  { name: "Japan", code: "+81", iso: "JP" },
  { name: "Germany", code: "+49", iso: "DE" },
  { name: "France", code: "+33", iso: "FR" },
  { name: "Italy", code: "+39", iso: "IT" },
  { name: "Spain", code: "+34", iso: "ES" },
  { name: "Russia", code: "+7", iso: "RU" },
  { name: "South Korea", code: "+82", iso: "KR" },
  { name: "Brazil", code: "+55", iso: "BR" },
  { name: "South Africa", code: "+27", iso: "ZA" },
  { name: "Australia", code: "+61", iso: "AU" },
  { name: "Mexico", code: "+52", iso: "MX" },
  { name: "Singapore", code: "+65", iso: "SG" },
  { name: "UAE", code: "+971", iso: "AE" },
  { name: "Saudi Arabia", code: "+966", iso: "SA" },
  { name: "Malaysia", code: "+60", iso: "MY" },
  { name: "Thailand", code: "+66", iso: "TH" },
] as const;

export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY_CODE = "+91";
export const COUNTRY_CODES: readonly string[] = COUNTRIES.map((c) => c.code);
/** The message for a dial code not in COUNTRY_CODES. */
export const COUNTRY_CODE_MESSAGE = "Please choose a country code from the list";

/** Case-insensitive match on the country name or its dial code; 'No countries found' when none match. */
export function filterCountries(query: string): Country[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...COUNTRIES];
  return COUNTRIES.filter((c) => c.name.toLowerCase().includes(q) || c.code.toLowerCase().includes(q));
}
