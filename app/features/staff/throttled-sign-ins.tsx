import { ShieldAlert } from "lucide-react";
import type { ThrottledSignIn } from "#schemas/wire";
import { Pending } from "~/components/admin/dashboard-card";
import { formatDateTime } from "#schemas/format";

/**
 * The admins' word on the dashboard that an account's sign-ins from all addresses together reached
 * the hourly ceiling (someone is guessing its password from many places). Browsers that signed in
 * to the account before still sign in; nothing shows while no account is held.
 */
export function ThrottledSignInsNotice({ accounts }: { accounts: Promise<ThrottledSignIn[]> }) {
  return (
    <Pending value={accounts} fallback={null}>
      {(list) =>
        list.length === 0 ? null : (
          <section aria-label="Throttled sign-ins" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <div className="space-y-1 text-sm">
              {list.map((a) => (
                <p key={a.email} className="break-words">
                  <strong className="font-semibold">Sign-in attempts for {a.email} are being throttled</strong> until {formatDateTime(a.until)}.
                </p>
              ))}
              <p>Too many failed sign-ins came from many addresses. Browsers that signed in to the account before can still sign in; others must wait.</p>
            </div>
          </section>
        )
      }
    </Pending>
  );
}
