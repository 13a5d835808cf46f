/** The largest page number any list reads from an address (the API's list queries stop there too). */
const LAST_PAGE = 100_000;

/** The page asked for in `?page=`: a whole number from 1 to 100,000, else 1 (odd values fall back, as in the API). */
export function pageParam(params: URLSearchParams): number {
  const n = Number(params.get("page"));
  return Number.isInteger(n) && n >= 1 && n <= LAST_PAGE ? n : 1;
}
