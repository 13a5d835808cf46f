/**
 * The one API client of the browser: same origin, JSON, the stored bearer token on
 * authenticated calls, a body only for POST/PUT/PATCH.
 */
import type { FieldErrors } from "#schemas/errors";
import type { ErrorAnswer } from "#schemas/wire";
import type { ApiAnswer, ApiPath } from "~/lib/api-routes";
import { clearSession, getToken } from "~/lib/session-token";

export class ApiError extends Error {
  constructor(
    public status: number,
    /** The server's own message, when it sent one. */
    public serverMessage: string | undefined,
    public fieldErrors: FieldErrors | undefined,
    public body: unknown,
  ) {
    super(`HTTP error! status: ${status}`);
  }
}

/** True for a request given up through its AbortSignal (the screen was left, or a newer request replaced it). */
export const isAbortError = (err: unknown): boolean => (err as Error)?.name === "AbortError";

/**
 * True for an authenticated call the server refused with 401: the session has ended. The API client
 * has already cleared it and told the admin layout, which goes to the login; nothing else to say.
 */
export const isSignedOutError = (err: unknown): boolean => err instanceof ApiError && err.status === 401;

/**
 * The server's own words for a refusal, when it sent some and, if `statuses` are given, the answer's
 * status is one of them (the statuses whose messages say what to fix); otherwise undefined.
 */
export function serverMessageOf(err: unknown, statuses?: readonly number[]): string | undefined {
  return err instanceof ApiError && err.serverMessage && (!statuses || statuses.includes(err.status)) ? err.serverMessage : undefined;
}

/** The network itself failed (offline, connection reset): nothing reached the server, or we cannot tell. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("Network request failed", { cause });
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export interface ApiOptions {
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Called when an authenticated call answers 401: the admin layout redirects to the login. */
let onUnauthorized: (() => void) | undefined;
export function setUnauthorizedHandler(fn: (() => void) | undefined) {
  onUnauthorized = fn;
}

/**
 * The envelope every JSON answer shares. A helper that sends to a path it is given (a document
 * screen's save, a lead's or a quotation's change, a download) reads only this; the screen that
 * named the path reads the data.
 */
export type AnswerEnvelope = { success?: boolean; message?: string; data?: unknown; [field: string]: unknown };

/** A path the caller computed (its type is `/api/${string}`, not one address): a literal path never matches this. */
type ComputedPath<P extends string> = P & (`/api/${string}` extends P ? unknown : never);

/**
 * Call the API at `path`, an address on this site: "/api/…". The answer's type is the one the
 * server's route for that method and path returns (app/lib/api-routes.ts); a path no route has
 * does not compile. A computed path answers the shared envelope.
 */
export async function api<M extends Method, P extends ApiPath>(method: M, path: P, payload?: unknown, opts?: ApiOptions): Promise<ApiAnswer<M, P>>;
export async function api<P extends `/api/${string}`>(method: Method, path: ComputedPath<P>, payload?: unknown, opts?: ApiOptions): Promise<AnswerEnvelope>;
export async function api(method: Method, path: `/api/${string}`, payload?: unknown, opts: ApiOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: "application/json", ...opts.headers };
  const token = opts.auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (payload !== undefined && (method === "POST" || method === "PUT" || method === "PATCH")) {
    if (payload instanceof FormData) body = payload;
    else {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(payload);
    }
  }
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body, signal: opts.signal, credentials: "same-origin" });
  } catch (err) {
    if (isAbortError(err)) throw err;
    throw new NetworkError(err);
  }
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (!res.ok) {
    const obj = (data && typeof data === "object" ? data : {}) as Partial<ErrorAnswer> & { message?: string };
    if (res.status === 401 && opts.auth) {
      clearSession();
      onUnauthorized?.();
    }
    throw new ApiError(res.status, obj.error ?? obj.message, obj.fieldErrors, data);
  }
  return data;
}

/** An Idempotency-Key for one submission: the same key on every retry of it. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
