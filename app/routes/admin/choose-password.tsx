import { KeyRound } from "lucide-react";
import { useEffect } from "react";
import { replace, useNavigate, useSearchParams } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { SignInCard } from "~/components/admin/sign-in-card";
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
    <SignInCard icon={KeyRound} title="Choose a new password" intro="You signed in with a temporary password. Choose your own before going on.">
      <ChoosePasswordForm redirectTo={target} />
    </SignInCard>
  );
}
