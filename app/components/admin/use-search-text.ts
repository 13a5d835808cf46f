/**
 * A search box whose search lives in the address. Typing shows at once; the search itself (the
 * address, and so the list) follows when typing pauses (`delay`), or when the form is sent.
 *
 * History: the first search of a burst of typing (since the box got focus, or since the address
 * was changed by other means) adds an entry; the searches that follow replace it, so Back returns
 * to the list as it was before the search, not to every word typed on the way.
 *
 * When the address's search changes by other means (Back, Reload, Clear filters), the box shows it
 * again; the address catching up with the box's own earlier search changes nothing (the person
 * may have typed on meanwhile).
 */
import { useCallback, useEffect, useRef, useState } from "react";

export const SEARCH_DELAY_MS = 300;

export interface SearchTextState {
  /** What the box shows. */
  text: string;
  /** The search the box last sent to the address, or took from it. */
  committed: string;
  /** The address's search at the last render. */
  seen: string;
  /** A search of this burst of typing already has its own history entry. */
  pushed: boolean;
}

export const initialSearchText = (value: string): SearchTextState => ({ text: value, committed: value, seen: value, pushed: false });

/** The box after the address's search became `value` (the same state when nothing is to change). */
export function followAddress(state: SearchTextState, value: string): SearchTextState {
  if (value === state.seen) return state;
  // The box's own search arriving: keep whatever has been typed since.
  if (value === state.committed) return { ...state, seen: value };
  // Changed by other means: show it, and the next search starts a new history entry.
  return initialSearchText(value);
}

/** The box sends `text` as its search: whether the address entry is replaced, and the state after. */
export function commitSearch(state: SearchTextState, text: string): { replace: boolean; state: SearchTextState } {
  return { replace: state.pushed || text === state.committed, state: { ...state, committed: text, pushed: true } };
}

/**
 * `value` is the address's search; `commit` changes it (replacing the history entry or adding one).
 * With a `delay`, a pause in typing sends the search; without one, only `submit` does (a form).
 */
export function useSearchText(value: string, commit: (text: string, opts: { replace: boolean }) => void, delay: number | null = SEARCH_DELAY_MS) {
  const [state, setState] = useState(() => initialSearchText(value));
  const followed = followAddress(state, value);
  if (followed !== state) setState(followed);
  const current = followed;

  const latest = useRef({ state: current, commit });
  useEffect(() => {
    latest.current = { state: current, commit };
  });

  const send = useCallback((text: string) => {
    const { state: now, commit: change } = latest.current;
    const { replace, state: after } = commitSearch(now, text);
    latest.current.state = after;
    setState((s) => commitSearch(s, text).state);
    change(text, { replace });
  }, []);

  const { text, committed } = current;
  useEffect(() => {
    if (delay === null || text.trim() === committed) return;
    const t = setTimeout(() => send(text.trim()), delay);
    return () => clearTimeout(t);
  }, [text, committed, delay, send]);

  return {
    text,
    setText: useCallback((t: string) => setState((s) => ({ ...s, text: t })), []),
    /** Send the box's search now (the form was sent). */
    submit: useCallback(() => send(latest.current.state.text.trim()), [send]),
    /** Empty the box along with the address (Clear filters), without a search of its own. */
    clear: useCallback(() => setState((s) => ({ ...s, text: "", committed: "", pushed: false })), []),
    /** A new burst of typing starts: its first search adds a history entry. */
    onFocus: useCallback(() => setState((s) => (s.pushed ? { ...s, pushed: false } : s)), []),
  };
}
