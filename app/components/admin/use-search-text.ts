/**
 * A search box whose text lives in the address: typing shows at once, and the search itself (the
 * address, and so the list) follows once typing pauses. When the address changes by other means
 * (Back, Clear filters), the box shows the address's search again.
 */
import { useEffect, useState } from "react";

export const SEARCH_DELAY_MS = 300;

export function useSearchText(value: string, commit: (text: string) => void, delay = SEARCH_DELAY_MS) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed under the box: show its search (unless the box already says the same).
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const t = setTimeout(() => commit(text.trim()), delay);
    return () => clearTimeout(t);
  }, [text, value, commit, delay]);

  return [text, setText] as const;
}
