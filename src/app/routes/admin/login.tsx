// Admin login (docs/product.md#admin-routes): a form posted to this route's server action, with JavaScript or
// without. The action signs in (the session cookie comes with its answer) and goes on to the page asked for;
// with two-step sign-in on, the same page asks for the code next.
import { Link, redirect, useActionData, useSearchParams } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { apiMessages } from "../../../shared/api-messages";
import { AuthCard, AuthForm, formText } from "../../components/admin/auth-card";
import { pageAddress, safeNext } from "../../lib/admin-session";
import type { Route } from "./+types/login";

export const meta = () => [{ title: "Admin Portal" }, { name: "robots", content: "noindex" }];

/** Where to go after signing in: the admin page that sent the user here, else the dashboard. */
const nextOf = (params: URLSearchParams) => safeNext(params.get("next")) ?? "/admin/dashboard";

/** Already signed in: straight on. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (context.admin.user) throw redirect(nextOf(pageAddress(request).searchParams));
  return null;
}

type LoginAnswer = { error: string | null; challenge?: string };

export async function action({ request, context }: Route.ActionArgs): Promise<LoginAnswer | Response> {
  const form = await request.formData();
  const challenge = formText(form, "challenge");
  const fields = challenge
    ? { challenge, code: formText(form, "code") }
    : { email: formText(form, "email").trim(), password: formText(form, "password"), remember: form.get("remember") === "on" };
  if (!challenge && (!fields.email || !fields.password)) return { error: apiMessages.loginFailed };
  const answer = await context.admin.signIn(fields);
  if (answer.ok) return redirect(nextOf(pageAddress(request).searchParams));
  if ("challenge" in answer) return { error: null, challenge: answer.challenge };
  // A wrong code: ask for it again, in the same second step. Too many attempts: the server's text.
  if (challenge && answer.code === "totp_wrong") return { error: answer.error, challenge };
  if (answer.status === 429 || challenge) return { error: answer.error };
  return { error: apiMessages.loginFailed };
}

export default function Login() {
  const [params] = useSearchParams();
  const answer = useActionData<typeof action>();
  // Sent here by the admin area: say why (a session the server ended).
  const ended = params.get("ended") === "1";
  const error = answer?.error ?? null;

  if (answer?.challenge) {
    return (
      <AuthCard title="Admin Portal" back="website">
        <AuthForm
          submitLabel="Verify"
          busyLabel={adminMessages.loggingIn}
          error={error}
          hidden={{ challenge: answer.challenge }}
          lead={<p className="text-sm text-slate-700">{adminMessages.twoStepPrompt}</p>}
          fields={[{ name: "code", label: "Code", type: "text", inputMode: "numeric", autoComplete: "one-time-code", autoFocus: true }]}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Admin Portal" back="website">
      <AuthForm
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
        extra={
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="remember" className="size-4" />
            {adminMessages.keepSignedIn}
          </label>
        }
      />
    </AuthCard>
  );
}
