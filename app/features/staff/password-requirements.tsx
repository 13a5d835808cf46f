import { Check, X } from "lucide-react";
import { PASSWORD_ADVICE } from "#schemas/auth";
import { cn } from "~/lib/cn";

/** The 'Password Requirements:' checklist: advice, not rules (only the length is enforced). */
export function PasswordRequirements({ password }: { password: string }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-gray-50 p-4" aria-live="polite">
      <p id="password-requirements-title" className="mb-2 text-sm font-medium text-gray-800">
        Password Requirements:
      </p>
      <ul aria-labelledby="password-requirements-title" className="space-y-1.5 text-sm">
        {PASSWORD_ADVICE.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.label} data-met={met} className={cn("flex items-center gap-2", met ? "text-green-800" : "text-gray-700")}>
              {met ? (
                <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-green-700" />
              ) : (
                <X aria-hidden="true" className="h-4 w-4 shrink-0 text-gray-500" />
              )}
              <span>{rule.label}</span>
              <span className="sr-only">{met ? "(met)" : "(not met)"}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
