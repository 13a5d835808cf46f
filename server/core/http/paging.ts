import type { Pagination } from "#schemas/wire";

/** The `pagination` block of a list answer for the page asked and the rows counted. */
export function paginationOf(q: { page: number; limit: number }, total: number): Pagination {
  return { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) };
}
