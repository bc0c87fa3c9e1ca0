// /admin/invitation?token=...: where a new staff member's invitation link opens. Opening it only shows who it is
// for and the password form (a mail scanner that opens links does not use it up); the form's POST accepts it:
// the password is set, the new user is signed in and goes on to the admin (the layout takes an admin whom the
// firm requires to use two-step sign-in to set it up first). A used, expired or unknown link gets the server's text.
import { redirect, useActionData, useLoaderData } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { invitationMessages } from "../../../shared/invitation-messages";
import type { InvitationFor } from "../../../shared/schemas/invitation";
import { AuthCard, AuthForm, formText } from "../../components/admin/auth-card";
import { ErrorBanner } from "../../components/admin/ui";
import { pageAddress } from "../../lib/admin-session";
import type { Route } from "./+types/invitation";

export const meta = () => [{ title: "Choose your password | Admin Portal" }, { name: "robots", content: "noindex" }, { name: "referrer", content: "no-referrer" }];

/** The server's `error` text of an answer, else `fallback`. */
const errorOf = (body: unknown, fallback: string) =>
  body && typeof body === "object" && typeof (body as { error?: unknown }).error === "string" ? (body as { error: string }).error : fallback;

const tokenOf = (request: Request) => pageAddress(request).searchParams.get("token") ?? "";

type Opened = { invited: InvitationFor; error: null } | { invited: null; error: string };

/** Who the link is for, while it works (nothing is used up by opening it). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Opened> {
  const token = tokenOf(request);
  if (!token) return { invited: null, error: invitationMessages.linkGone };
  const { status, body } = await context.admin.api("GET", `/api/invitations/${encodeURIComponent(token)}`);
  if (status === 200) return { invited: (body as { data: InvitationFor }).data, error: null };
  return { invited: null, error: errorOf(body, invitationMessages.linkGone) };
}

/** The answer of a refused POST: its text; `gone` when the link no longer works (the form is then not shown again). */
type Refused = { error: string; gone: boolean };

export async function action({ request, context }: Route.ActionArgs): Promise<Refused | Response> {
  const form = await request.formData();
  const password = formText(form, "password");
  if (password !== formText(form, "confirmPassword")) return { error: adminMessages.passwordsDiffer, gone: false };
  const { status, body } = await context.admin.api("POST", "/api/invitations/accept", { token: tokenOf(request), password });
  // Signed in (the session's cookie came with the answer): on to the admin.
  if (status === 200) return redirect("/admin/dashboard");
  return { error: errorOf(body, invitationMessages.acceptFailed), gone: status === 410 };
}

export default function Invitation() {
  const { invited, error: openError } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const gone = !invited || refused?.gone === true;

  return (
    <AuthCard title={invitationMessages.pageTitle}>
      {/* A link that no longer works: its text, and the card's own "Back to login". */}
      {gone ? (
        <div className="mt-6">
          <ErrorBanner message={refused?.error ?? openError} />
        </div>
      ) : (
        <AuthForm
          submitLabel="Set password and sign in"
          busyLabel={adminMessages.saving}
          error={refused?.error ?? null}
          lead={<p className="text-sm text-slate-700">{invitationMessages.welcome(invited.name, invited.email)}</p>}
          fields={[
            { name: "password", label: "Password", type: "password", minLength: 8, autoComplete: "new-password" },
            { name: "confirmPassword", label: "Confirm password", type: "password", minLength: 8, autoComplete: "new-password" },
          ]}
        />
      )}
    </AuthCard>
  );
}
