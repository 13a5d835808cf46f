import { useEffect, useState } from "react";

/**
 * False in the server's HTML and until the app has started in the browser, then true. A form that
 * works only through the app disables its submit button until then: a plain submission would put
 * what was typed into the address (and lose it).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
