import { KeyRound } from "lucide-react";
import { useEffect } from "react";
import { replace, useNavigate, useSearchParams } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { ChoosePasswordForm } from "~/features/staff/choose-password-form";
import { choosePassword, type ChoosePasswordResult } from "~/features/staff/choose-password-action";
import { ADMIN_LOGIN_PATH, safeAdminRedirect } from "~/lib/admin-session";
import { isAuthenticated } from "~/lib/auth-storage";
import type { Route } from "./+types/choose-password";

export const meta: Route.MetaFunction = () => adminMeta("Choose a new password");

/** The new password is saved, then the person goes on to where they were going (the dashboard by default). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const body = (await request.json()) as Record<string, unknown>;
  const result = await choosePassword(body);
  if (result.ok) throw replace(safeAdminRedirect(typeof body.redirectTo === "string" ? body.redirectTo : null));
  return result satisfies ChoosePasswordResult;
}

/** Signed in with a temporary password: a new one before anything else (outside the admin layout, whose screens wait for it). */
export default function ChoosePasswordScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeAdminRedirect(params.get("redirectTo"));

  useEffect(() => {
    if (!isAuthenticated()) navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [navigate]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 via-white to-gray-100 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-gray-200 sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white">
            <KeyRound aria-hidden="true" className="h-7 w-7" />
          </span>
          <h1 className="text-2xl font-bold text-ink">Choose a new password</h1>
          <p className="mt-1 text-sm text-gray-600">You signed in with a temporary password. Choose your own before going on.</p>
        </div>
        <ChoosePasswordForm redirectTo={target} />
      </div>
    </main>
  );
}
