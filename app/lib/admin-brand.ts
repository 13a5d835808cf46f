/**
 * The business name the admin shows (sidebar, document titles, the login, the lead's WhatsApp
 * greeting), from the business details: the login page's loader hands it over, otherwise it is read
 * once per page load from GET /api/site/brand (public, so the login can show it too). A save of the
 * business details hands the new one over at once.
 */
import { useEffect, useState } from "react";
import type { BusinessBrand } from "#schemas/business";
import { api } from "~/lib/api";

let known: BusinessBrand | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<(brand: BusinessBrand) => void>();

/** The name as last known in this browser tab (undefined on the server and before the first read). */
export const adminBrandName = (): string | undefined => known?.name;

/** Hand over the brand (from a loader, or after a save): every screen showing it follows. */
export function rememberAdminBrand(brand: BusinessBrand) {
  const before = known?.name;
  known = brand;
  if (typeof document !== "undefined") {
    // The title was written before the name was known ("… | Admin"), or with the old name.
    if (document.title.endsWith(" | Admin")) document.title = `${document.title} | ${brand.name}`;
    else if (before && before !== brand.name && document.title.endsWith(` | Admin | ${before}`))
      document.title = `${document.title.slice(0, -before.length)}${brand.name}`;
  }
  for (const listener of listeners) listener(brand);
}

function loadBrand(): Promise<void> {
  loading ??= api("GET", "/api/site/brand").then(
    (answer) => rememberAdminBrand(answer.data),
    () => {
      loading = undefined; // try again at the next screen that asks
    },
  );
  return loading;
}

/** The business name; "" until it is known (`given`: a loader's, known at once). */
export function useAdminBrand(given?: BusinessBrand): string {
  const [name, setName] = useState(given?.name ?? "");
  useEffect(() => {
    const listener = (brand: BusinessBrand) => setName(brand.name);
    listeners.add(listener);
    if (given) {
      if (known?.name !== given.name) rememberAdminBrand(given);
    } else if (known) setName(known.name);
    else void loadBrand();
    return () => {
      listeners.delete(listener);
    };
  }, [given]);
  return name;
}
