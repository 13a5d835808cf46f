import { createElement, lazy, Suspense, useSyncExternalStore, type ComponentProps } from "react";
import type * as ToastifyModule from "react-toastify";
import type { ToastContainer as ToastifyContainer, ToastOptions } from "react-toastify";

/**
 * The one toast helper: top-right, 3000 ms (spec section 9) unless a caller says otherwise.
 *
 * react-toastify (about 10 KB of gzipped JavaScript with its styles) is loaded on the first toast,
 * not with every page: public pages that never show one stay within their JavaScript budget.
 * Toasts asked for while it loads are queued by react-toastify and shown once <Toasts/> mounts.
 */
const base: ToastOptions = { position: "top-right", autoClose: 3000 };

type Toastify = typeof ToastifyModule;
let library: Promise<Toastify> | undefined;
const load = () => (library ??= import("react-toastify"));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function show(kind: "success" | "error" | "info" | "warning", message: string, opts?: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  void load().then((t) => t.toast[kind](message, { ...base, ...opts }));
}

export const toast = {
  success: (message: string, opts?: ToastOptions) => show("success", message, opts),
  error: (message: string, opts?: ToastOptions) => show("error", message, opts),
  info: (message: string, opts?: ToastOptions) => show("info", message, opts),
  warning: (message: string, opts?: ToastOptions) => show("warning", message, opts),
};

const LazyContainer = lazy(() => load().then((m) => ({ default: m.ToastContainer })));

/** react-toastify's container, rendered (and its code loaded) once the first toast is asked for. Mount once, in the root. */
export function Toasts(props: ComponentProps<typeof ToastifyContainer>) {
  const active = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return active ? createElement(Suspense, { fallback: null }, createElement(LazyContainer, props)) : null;
}
