import { useState } from "react";

/**
 * State that starts from a stored value and starts again from it whenever the stored value changes
 * (read again after a change, or the address changed by other means): the control shows the
 * person's choice at once and what was stored afterwards, without remounting (a remount would lose
 * a change's answer before its toast). `stored` is compared with Object.is: pass a primitive.
 */
export function useStoredState<T>(stored: T): [T, (v: T) => void] {
  const [state, setState] = useState({ stored, value: stored });
  if (!Object.is(state.stored, stored)) {
    const next = { stored, value: stored };
    setState(next);
    return [next.value, (value: T) => setState({ stored, value })];
  }
  return [state.value, (value: T) => setState({ stored, value })];
}
