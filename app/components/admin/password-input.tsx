import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";

/**
 * A password field with a show/hide button. The button is named "Show {what}" / "Hide {what}"
 * ("Show password" on the login screen, "Show new password" on settings).
 */
export function PasswordInput({ what = "password", className = "", ...input }: Omit<ComponentProps<"input">, "type"> & { what?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...input} type={visible ? "text" : "password"} className={`${className} pr-11`} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={`${visible ? "Hide" : "Show"} ${what}`}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-gray-500 hover:text-gray-800"
      >
        {visible ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
      </button>
    </div>
  );
}

/** The input look shared by the admin forms. */
export const adminInputClass =
  "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-ink shadow-sm placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600";
