import type { ButtonHTMLAttributes, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Spinner } from "~/components/ui/spinner";

const VARIANTS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 shadow-sm",
  secondary: "border border-gray-300 bg-white text-gray-800 hover:bg-gray-50",
  outline: "border-2 border-brand-700 text-brand-700 hover:bg-brand-50",
  danger: "bg-red-600 text-white hover:bg-red-700 shadow-sm",
  ghost: "text-gray-700 hover:bg-gray-100",
  /** On a dark brand background (call-to-action bands, page heroes): white with brand text. */
  inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  /** WhatsApp's own green, for the chat shortcut. */
  whatsapp: "bg-[#0f7a41] text-white shadow-sm hover:bg-[#0b5f32]",
} as const;

const SIZES = {
  sm: "gap-1.5 rounded-md px-3 py-1.5 text-sm",
  md: "gap-2 rounded-lg px-4 py-2 text-sm",
  lg: "gap-2 rounded-lg px-6 py-3 text-base",
  /** A round-ended shortcut button, 40 px tall (36 px from md). */
  pill: "h-10 gap-2 rounded-full px-4 text-sm md:h-9",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The classes of a button, for a link that looks like one (`<Link className={buttonClass()}>`). */
export function buttonClass({ variant = "primary", size = "md", className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    "inline-flex items-center justify-center font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Working: the button is disabled, says so to assistive technology and shows a spinner instead of its icon. */
  busy?: boolean;
  /** Shown before the label while not busy. */
  icon?: ReactNode;
};

/** The one button: variants for the main action, a secondary one, a destructive one, a quiet one and one on dark backgrounds. */
export function Button({ variant, size, busy = false, icon, className, disabled, type = "button", children, ...rest }: ButtonProps) {
  return (
    <button type={type} disabled={disabled || busy} aria-busy={busy || undefined} className={buttonClass({ variant, size, className })} {...rest}>
      {busy ? <Spinner size={size === "lg" ? "md" : "sm"} /> : icon}
      {children}
    </button>
  );
}
