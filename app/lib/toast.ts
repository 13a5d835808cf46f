import { createElement, useEffect, useSyncExternalStore, type ComponentProps } from "react";
import type * as ToastifyModule from "react-toastify";
import type { Id, ToastContainer as ToastifyContainer, ToastOptions } from "react-toastify";

/**
 * The one toast helper: every toast shows top-right for 3000 ms unless a caller says otherwise.
 *
 * react-toastify (about 10 KB of gzipped JavaScript with its styles) is loaded on the first toast,
 * not with every page: public pages that never show one stay within their JavaScript budget.
 * The containers (<Toasts/> in the root, <DialogToasts/> inside open modals) render once it is
 * loaded. Until the container a toast is meant for has mounted, the toast waits here: react-toastify
 * would hand its own queue to whichever container mounts first, and that one drops toasts meant
 * for another.
 */
const base: ToastOptions = { position: "top-right", autoClose: 3000 };

type Toastify = typeof ToastifyModule;
type Kind = "success" | "error" | "info" | "warning";
type ContainerProps = ComponentProps<typeof ToastifyContainer>;

/** react-toastify's id of a container without `containerId` (the root's). */
const ROOT: Id = 1;

/** <Toasts/> elements on the page (per container id), containers that take toasts, and toasts waiting for theirs. */
const present = new Map<Id, number>();
const ready = new Set<Id>();
const waiting = new Map<Id, Array<(t: Toastify) => void>>();

let library: Promise<Toastify> | undefined;
let loaded: Toastify | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function load(): void {
  if (library) return;
  library = import("react-toastify").then(
    (m) => {
      loaded = m;
      listeners.forEach((l) => l()); // the containers render now
      return m;
    },
    (err: unknown) => {
      // Not downloaded (offline): these toasts cannot be shown; the next toast asks again.
      library = undefined;
      waiting.clear();
      throw err;
    },
  );
  library.catch(() => undefined);
}

function show(kind: Kind, message: string, opts?: ToastOptions): void {
  const fire = (t: Toastify) => void t.toast[kind](message, { ...base, ...opts });
  const container = opts?.containerId ?? ROOT;
  if (loaded && ready.has(container)) {
    fire(loaded);
    return;
  }
  // A modal's container that is not on the page (the modal has closed): nowhere to show it.
  if (container !== ROOT && !present.has(container)) return;
  waiting.set(container, [...(waiting.get(container) ?? []), fire]);
  load();
}

export const toast = {
  success: (message: string, opts?: ToastOptions) => show("success", message, opts),
  error: (message: string, opts?: ToastOptions) => show("error", message, opts),
  info: (message: string, opts?: ToastOptions) => show("info", message, opts),
  warning: (message: string, opts?: ToastOptions) => show("warning", message, opts),
};

/**
 * react-toastify's container, which tells when it takes toasts. Effects run child first: when this
 * one runs, the container inside has subscribed to react-toastify's store.
 */
function ReadyContainer({ toastify, ...props }: ContainerProps & { toastify: Toastify }) {
  const id = props.containerId ?? ROOT;
  useEffect(() => {
    ready.add(id);
    const queue = waiting.get(id);
    waiting.delete(id);
    queue?.forEach((fire) => fire(toastify));
    return () => {
      ready.delete(id);
    };
  }, [id, toastify]);
  return createElement(toastify.ToastContainer, props);
}

/**
 * A toast container; react-toastify's part renders once the first toast has loaded it. Mount one
 * without `containerId` in the root.
 */
export function Toasts(props: ContainerProps) {
  const id = props.containerId ?? ROOT;
  const toastify = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  useEffect(() => {
    present.set(id, (present.get(id) ?? 0) + 1);
    return () => {
      const left = (present.get(id) ?? 1) - 1;
      if (left > 0) {
        present.set(id, left);
      } else {
        present.delete(id);
        if (id !== ROOT) waiting.delete(id); // its modal has closed
      }
    };
  }, [id]);
  return toastify ? createElement(ReadyContainer, { ...props, toastify }) : null;
}

/**
 * A modal <dialog> makes the rest of the page inert, so toasts raised while one is open live
 * inside it: render this in the dialog and pass `{ containerId: id }` to the toast.
 */
export function DialogToasts({ id }: { id: string }) {
  return createElement(Toasts, { containerId: id, position: "top-right", autoClose: 3000, newestOnTop: true });
}
