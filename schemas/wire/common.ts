/** The shapes every answer shares: data, a refusal, a page of a list. Types only. */
import type { FieldErrors } from "#schemas/errors";

/** The page a paged list answers: `totalPages` is ceil(total / limit). */
export type Pagination = { page: number; limit: number; total: number; totalPages: number };

/** `{ success, data }`: the answer of most reads and writes. */
export type DataAnswer<T> = { success: true; data: T };

/** Every refusal and failure: the first message, and one per field when the input was at fault. */
export type ErrorAnswer = { success: false; error: string; fieldErrors?: FieldErrors };

/** A list page: the rows and where they stand. */
export type PagedAnswer<T> = DataAnswer<T[]> & { pagination: Pagination };
