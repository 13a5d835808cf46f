/** The largest page number any list reads from an address (the API's list queries stop there too). */
export const LAST_PAGE = 100_000;

/** The page a `?page=` value asks for: a whole number from 1 to LAST_PAGE, else 1 (odd values fall back, as in the API). */
export function pageNumber(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= LAST_PAGE ? n : 1;
}
