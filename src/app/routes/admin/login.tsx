// Admin login (docs/product.md#admin-routes). The form is server-rendered; it submits only once the page is hydrated,
// so a password never ends up in a URL. The clientAction signs in and goes on to the page asked for.
import { useEffect } from "react";
import { Link, replace, useFetcher, useNavigate, useSearchParams } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { apiMessages } from "../../../shared/api-messages";
import { AuthCard, AuthForm, formText } from "../../components/admin/auth-card";
import { adminFetch, ApiError } from "../../lib/admin-api";
import { getSession, isStaffRole, safeNext, saveSession } from "../../lib/admin-session";
import type { Route } from "./+types/login";

export const meta = () => [{ title: "Admin Portal" }, { name: "robots", content: "noindex" }];

type LoginAnswer = { token: string; user: { role: string; email: string; name: string } };

/** Where to go after signing in: the admin page that sent the user here, else the dashboard. */
const nextOf = (params: URLSearchParams) => safeNext(params.get("next")) ?? "/admin/dashboard";

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const email = formText(form, "email").trim();
  const password = formText(form, "password");
  if (!email || !password) return { error: apiMessages.loginFailed };
  try {
    const { token, user } = await adminFetch<LoginAnswer>("/api/auth/login", { method: "POST", json: { email, password } });
    saveSession(token, user);
    return replace(isStaffRole(user.role) ? nextOf(new URL(request.url).searchParams) : "/unauthorized");
  } catch (err) {
    // Too many attempts: say so (with the server's text); anything else is the one login message.
    return { error: err instanceof ApiError && err.status === 429 && err.message ? err.message : apiMessages.loginFailed };
  }
}

export default function Login() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fetcher = useFetcher<typeof clientAction>();
  // Sent here by the admin area: say why (a session the server ended) and go back there after signing in.
  const ended = params.get("ended") === "1";
  const next = nextOf(params);
  const error = fetcher.data?.error ?? null;

  useEffect(() => {
    // Already signed in: straight on (the layout still checks the token with the server).
    const session = getSession();
    if (session && isStaffRole(session.role)) navigate(next, { replace: true });
  }, [navigate, next]);

  return (
    <AuthCard title="Admin Portal" back="website">
      <AuthForm
        fetcher={fetcher}
        submitLabel="Login"
        busyLabel={adminMessages.loggingIn}
        error={error}
        lead={
          ended &&
          !error && (
            <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {adminMessages.sessionEnded}
            </p>
          )
        }
        fields={[
          { name: "email", label: "Email", type: "email", autoComplete: "username" },
          {
            name: "password",
            label: "Password",
            type: "password",
            autoComplete: "current-password",
            after: (
              <p className="mt-2 text-right text-sm">
                <Link to="/admin/forgot-password" className="text-brand-700 hover:underline">
                  Forgot password?
                </Link>
              </p>
            ),
          },
        ]}
      />
    </AuthCard>
  );
}
