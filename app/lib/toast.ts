import { toast as toastify, type ToastOptions } from "react-toastify";

/** The one toast helper: top-right, 3000 ms (spec section 9) unless a caller says otherwise. */
const base: ToastOptions = { position: "top-right", autoClose: 3000 };

export const toast = {
  success: (message: string, opts?: ToastOptions) => toastify.success(message, { ...base, ...opts }),
  error: (message: string, opts?: ToastOptions) => toastify.error(message, { ...base, ...opts }),
  info: (message: string, opts?: ToastOptions) => toastify.info(message, { ...base, ...opts }),
  warning: (message: string, opts?: ToastOptions) => toastify.warning(message, { ...base, ...opts }),
};
