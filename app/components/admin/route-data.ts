/**
 * What the admin screens' route loaders share: a read that settles into ok or failed (so a screen
 * shows its own error state with Retry instead of a crash), the page number in the address, the
 * way back to page 1 from a page past the end, and changing the address's list parameters.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { replace, useLocation, useNavigate, useNavigation } from "react-router";
import type { PagedAnswer } from "#schemas/wire";
import { isAbortError, isSignedOutError } from "~/lib/api";

/**
 * A read that has settled: the answer, or the fact that it failed (already logged). A `quiet`
 * failure needs no word to the person: the read was given up (the screen was left) or the session
 * has ended (the admin layout is already on its way to the login).
 */
export type Loaded<T> = { ok: true; data: T } | { ok: false; quiet?: boolean };

/**
 * Wait for `read` and never reject: a failure is logged as "Failed to load {what}" and answered as
 * `{ ok: false }`. A read given up through its abort signal, or refused because the session ended
 * (401), is not logged and is answered as `{ ok: false, quiet: true }`.
 */
export async function settle<T>(what: string, read: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read };
  } catch (err) {
    if (isAbortError(err) || isSignedOutError(err)) return { ok: false, quiet: true };
    console.error(`Failed to load ${what}`, err);
    return { ok: false };
  }
}

/**
 * The newest of a loader's reads that has settled: while a newer read is under way, the one before
 * it (undefined until the first settles). For parts of a screen that keep their last values, such
 * as counters, while the list is read again; they never hold up the rest of the screen.
 */
export function useSettled<T>(read: Promise<T> | T): T | undefined {
  const [settled, setSettled] = useState<{ value: T }>();
  useEffect(() => {
    let current = true;
    void Promise.resolve(read).then((value) => {
      if (current) setSettled({ value });
    });
    return () => {
      current = false;
    };
  }, [read]);
  return settled?.value;
}

/** The page number in the address: one rule for the admin and the public lists. */
export { pageParam } from "~/lib/page-param";

/**
 * A page beyond the first came back empty while the list is not (rows deleted meanwhile, or an old
 * link): go to page 1 of the same list, replacing the address so Back does not return to the empty page.
 */
export function backToFirstPage<T>(request: Request, page: number, result: Loaded<PagedAnswer<T>>): void {
  if (page <= 1 || !result.ok) return;
  const { data, pagination } = result.data;
  if ((data?.length ?? 0) > 0 || !(pagination?.total > 0)) return;
  const url = new URL(request.url);
  url.searchParams.delete("page");
  throw replace(`${url.pathname}${url.search}`);
}

/**
 * A list page for a screen: page 1 handed over unresolved (the screen shows its skeleton rows at
 * once); a page beyond the first waited for, because past the end of the list it goes back to
 * page 1 (backToFirstPage). Wrapped in `{ list }`, so that a loader can pass the read on unresolved.
 */
export async function pageOfList<A extends PagedAnswer<unknown>>(
  request: Request,
  page: number,
  read: Promise<Loaded<A>>,
): Promise<{ list: Loaded<A> | Promise<Loaded<A>> }> {
  if (page <= 1) return { list: read };
  const list = await read;
  backToFirstPage(request, page, list);
  return { list };
}

/** New values for list parameters; an empty string or null removes the parameter. */
export type ParamPatch = Record<string, string | number | null | undefined>;

/**
 * Change the address's list parameters (filters, search, page, selection); the route's loader then
 * reads the list again. Any change but the page itself starts again at page 1. `replace` keeps
 * the history entry (typing in a search box); otherwise Back returns to the list as it was. The
 * window keeps its scroll position unless `scrollToTop` (another page of the list).
 *
 * A change builds on the address the screen is going to, not on the one it shows: a change of its
 * own still being read (a search just sent, a filter just chosen) is kept by the next one, even when
 * that next one comes before React has rendered the first (a search box's timer firing right after
 * a filter was picked), so two quick changes never undo each other.
 */
export function useListParams() {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pending = navigation.state !== "idle" && navigation.location.pathname === location.pathname ? navigation.location : undefined;
  const target = (pending ?? location).search;
  // The address the last change asked for; set at once by `update`, and taken from the router
  // while rendering (a layout effect runs before any timer or event can call `update` again).
  const goingTo = useRef(target);
  useLayoutEffect(() => {
    goingTo.current = target;
  }, [target]);
  const { pathname } = location;
  const params = new URLSearchParams(location.search);
  const update = useCallback(
    (patch: ParamPatch, { replace = false, keepPage = false, scrollToTop = false }: { replace?: boolean; keepPage?: boolean; scrollToTop?: boolean } = {}) => {
      const next = new URLSearchParams(goingTo.current);
      if (!keepPage && !("page" in patch)) next.delete("page");
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === undefined || value === "" || (key === "page" && Number(value) <= 1)) next.delete(key);
        else next.set(key, String(value));
      }
      const search = next.toString() ? `?${next.toString()}` : "";
      goingTo.current = search;
      void navigate({ pathname, search }, { replace, preventScrollReset: !scrollToTop });
    },
    [pathname, navigate],
  );
  // What the filters should show: the address being read when a change of this screen is under
  // way (a ticked box stays ticked while its list loads), else the current one.
  const shown = new URLSearchParams(target);
  return [params, update, shown] as const;
}
