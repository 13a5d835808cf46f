import { Lock } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { replace, useFetcher, useNavigate, useSearchParams } from "react-router";
import { loginSchema } from "#schemas/login";
import { adminMeta } from "~/components/admin/admin-meta";
import { SignInCard } from "~/components/admin/sign-in-card";
import { PasswordInput } from "~/features/staff/password-input";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { Input } from "~/components/ui/input";
import { useAdminBrand } from "~/lib/admin-brand";
import { isTwoStepSignInIntent, twoStepSignInAction } from "~/features/two-step/sign-in-action";
import { TwoStepSignIn } from "~/features/two-step/sign-in-steps";
import { choosePasswordPathFor, LoginError, login, safeAdminRedirect, type LoginStep } from "~/lib/admin-session";
import { isAuthenticated } from "~/lib/auth-storage";
import { useHydrated } from "~/lib/use-hydrated";
import { checkWith, useEachResult, useFormErrors, type FieldErrors } from "~/lib/form";
import { servicesContext } from "~/load-context";
import type { Route } from "./+types/login";

/** The business name the page shows, from the business details (rendered on the server, so it shows at once). */
export async function loader({ context }: Route.LoaderArgs) {
  const { name, shortName } = await context.get(servicesContext).business.read();
  return { brand: { name, shortName } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta("Admin Login", loaderData?.brand.name);

const FALLBACK_ERROR = "Login failed. Please check your credentials.";

type LoginResult = { error: string; fieldErrors?: FieldErrors; loginStep?: LoginStep };

/**
 * Sign in (the token lives in the browser, so this runs there): checked with the login schema,
 * then POST api/auth/login; on success the session is stored and the person goes on to where they
 * were going (`redirectTo`, if it is an admin page), replacing the login in the history; signed in
 * with a temporary password, they choose a new one first. A refusal
 * answers the server's words, or the screen's own when it sent none.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const body = (await request.json()) as { redirectTo?: unknown; intent?: unknown };
  const target = safeAdminRedirect(typeof body.redirectTo === "string" ? body.redirectTo : null);
  // The second step of an account with two-step sign-in; signed in by a code, on to where the person was going.
  if (isTwoStepSignInIntent(body.intent)) {
    const result = await twoStepSignInAction(body as Record<string, unknown>);
    if (result.ok && "signedIn" in result && !result.recoveryCodes) throw replace(target);
    return result;
  }
  const checked = checkWith(loginSchema, body);
  if (!checked.ok) return { error: checked.error, fieldErrors: checked.fieldErrors } satisfies LoginResult;
  let signedIn: LoginStep | { passwordChangeRequired: boolean };
  try {
    signedIn = await login(checked.data.email, checked.data.password);
  } catch (err) {
    return { error: err instanceof LoginError && err.fromServer ? err.message : FALLBACK_ERROR } satisfies LoginResult;
  }
  if ("step" in signedIn) return { error: "", loginStep: signedIn } satisfies LoginResult;
  // A temporary password: a new one first, then on to where the person was going.
  throw replace(signedIn.passwordChangeRequired ? choosePasswordPathFor(target) : target);
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const businessName = useAdminBrand(loaderData.brand);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeAdminRedirect(params.get("redirectTo"));
  const [values, setValues] = useState({ email: "", password: "" });
  const [formError, setFormError] = useState("");
  const [loginStep, setLoginStep] = useState<LoginStep | null>(null);
  const { formRef, errors, validate, show, clear } = useFormErrors();
  const fetcher = useFetcher<LoginResult>();
  const busy = fetcher.state !== "idle";
  // The form works only with the script (the token lives in the browser): until then the button
  // stays disabled, so nothing is sent as a plain form submission.
  const hydrated = useHydrated();

  useEffect(() => {
    // Already signed in: straight to the panel.
    if (isAuthenticated()) navigate(target, { replace: true });
  }, [navigate, target]);

  useEachResult(fetcher.data, (result) => {
    if (result.loginStep) setLoginStep(result.loginStep);
    if (result.fieldErrors) show(result.fieldErrors);
    setFormError(result.fieldErrors ? "" : result.error);
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setFormError("");
    const data = validate(loginSchema, values);
    if (!data) return;
    void fetcher.submit({ ...data, redirectTo: target }, { method: "post", encType: "application/json" });
  }

  const edit = (field: "email" | "password", value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  return (
    <SignInCard icon={Lock} title="Admin Login" intro={`Sign in to manage ${businessName}`}>
      {loginStep ? (
        <TwoStepSignIn loginStep={loginStep} target={target} onRestart={() => setLoginStep(null)} />
      ) : formError ? (
        <FormAlert className="mb-5">{formError}</FormAlert>
      ) : null}

      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} hidden={Boolean(loginStep)} className="space-y-5">
        <Field label="Email Address" id="admin-email" error={errors.email}>
          <Input
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            value={values.email}
            onChange={(e) => edit("email", e.target.value)}
            placeholder="admin@example.com"
            className="py-2.5 text-base"
          />
        </Field>

        <Field label="Password" id="admin-password" error={errors.password}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => edit("password", e.target.value)}
            placeholder="Enter your password"
            className="py-2.5 text-base"
          />
        </Field>

        <Button type="submit" size="lg" busy={busy} disabled={!hydrated} className="w-full">
          {busy ? "Signing in..." : "Sign in to Admin Panel"}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-gray-600">Use your admin credentials to access the panel</p>
    </SignInCard>
  );
}
