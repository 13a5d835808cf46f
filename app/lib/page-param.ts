import { pageNumber } from "#schemas/page-number";

/** The page asked for in `?page=` (the server's canonical addresses read it alike: server/core/http/page-cache-key.ts). */
export function pageParam(params: URLSearchParams): number {
  return pageNumber(params.get("page"));
}
