/**
 * How the admin screens read the API: a load tied to the screen's lifetime, and one page of a
 * paged list (spec sections 4 and 7).
 */
import { useCallback, useEffect, useRef, useState, type DependencyList } from "react";
import type { PagedAnswer, Pagination } from "#schemas/wire";
import { api, isAbortError } from "~/lib/api";

/**
 * Run `load` now and whenever `deps` change, with a signal that aborts it when they change again
 * or the screen goes away. An abort is silent; any other failure is logged as
 * "Failed to load {what}" and handed to `onError`.
 */
export function useAbortableLoad(what: string, load: (signal: AbortSignal) => Promise<void>, onError: (err: unknown) => void, deps: DependencyList) {
  useEffect(() => {
    const ctrl = new AbortController();
    load(ctrl.signal).catch((err) => {
      if (isAbortError(err)) return;
      console.error(`Failed to load ${what}`, err);
      onError(err);
    });
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the load depends on
  }, deps);
}

export type ListState<T> = { status: "loading" } | { status: "error" } | { status: "ready"; rows: T[]; pagination: Pagination };

/**
 * One page of an admin list, read from `path` (which carries the page number and the filters):
 * loading, then ready or error. An answer to an older request is dropped. A page past the end of
 * a list that is not empty (after deletions, or a stale page number) goes back to page 1.
 * `onAnswer` (keep it stable) sees every answer first, for what comes with the page (counts).
 */
export function usePagedList<T, A extends PagedAnswer<T> = PagedAnswer<T>>({
  what,
  path,
  page,
  setPage,
  onAnswer,
}: {
  what: string;
  path: string;
  page: number;
  setPage: (page: number) => void;
  onAnswer?: (answer: A) => void;
}) {
  const [list, setList] = useState<ListState<T>>({ status: "loading" });
  const [reloadKey, setReloadKey] = useState(0);
  const seq = useRef(0);

  /** Read the page again without showing the spinner; rejects when the request fails. */
  const refresh = useCallback(async () => {
    const n = ++seq.current;
    const answer = await api<A>("GET", path, undefined, { auth: true });
    if (n !== seq.current) return;
    onAnswer?.(answer);
    if (page > 1 && answer.data.length === 0 && answer.pagination.total > 0) {
      setPage(1);
      return;
    }
    setList({ status: "ready", rows: answer.data, pagination: answer.pagination });
  }, [path, page, setPage, onAnswer]);

  useEffect(() => {
    setList({ status: "loading" });
    refresh().catch((err) => {
      console.error(`Failed to load ${what}`, err);
      setList({ status: "error" });
    });
  }, [refresh, reloadKey, what]);

  /** Show the spinner and read the page again (Retry, or the same search submitted again). */
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  return { list, setList, refresh, reload };
}
