import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Input } from "~/components/ui/input";

/**
 * A password field with a show/hide button, to put inside a <Field> (which gives it its id and
 * error wiring). The button is named "Show {what}" / "Hide {what}" ("Show password" on the login
 * screen, "Show new password" on settings).
 */
export function PasswordInput({ what = "password", className, ...input }: Omit<ComponentProps<"input">, "type"> & { what?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...input} type={visible ? "text" : "password"} className={cn("pr-11", className)} />
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
