/**
 * The API's addresses and answers as the browser's client sees them, read from the server's routes
 * (server/routes.ts) by the compiler: `api("GET", "/api/leads/12")` answers the type the leads
 * router's handler returns for GET /leads/:id, so a changed answer breaks the screens that read it
 * at compile time. Types only: nothing here reaches the browser's bundle.
 */
import type { ExtractSchema } from "hono/types";
import type { ApiRoutes } from "../../server/routes";

type Schema = ExtractSchema<ApiRoutes>;

/** The routes by their address under /api. */
type Routes = { [K in keyof Schema & string as `/api${K}`]: Schema[K] };
type RoutePath = keyof Routes & string;

/** A route's path with each `:param` as any text: "/api/leads/:id" → `/api/leads/${string}`. */
type PathPattern<P extends string> = P extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${PathPattern<Tail>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

/** Every address the API answers, as the browser writes it, with or without a query. */
export type ApiPath = { [K in RoutePath]: PathPattern<K> | `${PathPattern<K>}?${string}` }[RoutePath];

type WithoutQuery<P extends string> = P extends `${infer Path}?${string}` ? Path : P;

/** A path's segments, so that a parameter stands for one segment only ("/quotations/new-from-inquiry/7" is not "/quotations/:id"). */
type Depth<P extends string, N extends unknown[] = []> = P extends `${string}/${infer Rest}` ? Depth<Rest, [...N, unknown]> : N["length"];

/** The routes an address reaches: its own route when one has exactly that path, else those whose pattern it fits. */
type RoutesAt<P extends string> =
  WithoutQuery<P> extends RoutePath
    ? WithoutQuery<P>
    : { [K in RoutePath]: WithoutQuery<P> extends PathPattern<K> ? (Depth<WithoutQuery<P>> extends Depth<K> ? K : never) : never }[RoutePath];

type OutputOf<Route, M extends string> = Route extends { [K in `$${Lowercase<M>}`]: { output: infer Output } } ? Output : never;

/** What the API answers to `method` at `path`: every answer its handler can send. */
export type ApiAnswer<M extends string, P extends string> = OutputOf<Routes[RoutesAt<P>], M>;
