// /admin/reset-password?token=...: the new password, twice. A used, expired or garbage link
// gets the server's message.
import { Link, useActionData, useSearchParams } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { apiMessages } from "../../../shared/api-messages";
import { AuthCard, AuthForm, formText } from "../../components/admin/auth-card";
import { adminWrite, type Written } from "../../lib/admin-data";
import type { Route } from "./+types/reset-password";
import { pageAddress } from "../../lib/admin-session";

export const meta = () => [{ title: "Choose a new password | Admin Portal" }, { name: "robots", content: "noindex" }, { name: "referrer", content: "no-referrer" }];

export async function action(args: Route.ActionArgs): Promise<Written<unknown>> {
  const form = await args.request.formData();
  const password = formText(form, "password");
  if (password !== formText(form, "confirmPassword")) return { ok: false, error: adminMessages.passwordsDiffer, status: 0 };
  const token = pageAddress(args.request).searchParams.get("token") ?? "";
  return adminWrite(args, "/api/auth/reset-password", { method: "POST", json: { token, password } }, adminMessages.resetFailed);
}

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const result = useActionData<typeof action>();
  const done = result?.ok === true;
  const error = result?.ok === false ? result.error : token ? null : apiMessages.resetLinkInvalid;

  return (
    <AuthCard title="Choose a new password">
      {done ? (
        <div className="mt-6 space-y-4">
          <p role="status" className="success-banner">
            {adminMessages.resetDone}
          </p>
          <Link to="/admin/login" className="btn-primary w-full">
            Go to login
          </Link>
        </div>
      ) : (
        <AuthForm
          submitLabel="Set new password"
          busyLabel={adminMessages.saving}
          error={error}
          disabled={!token}
          lead={<p className="text-sm text-slate-700">{adminMessages.resetIntro}</p>}
          fields={[
            { name: "password", label: "New password", type: "password", minLength: 8, autoComplete: "new-password" },
            { name: "confirmPassword", label: "Confirm new password", type: "password", minLength: 8, autoComplete: "new-password" },
          ]}
        />
      )}
      {!done && error === apiMessages.resetLinkInvalid && (
        <p className="mt-4 text-center text-sm">
          <Link to="/admin/forgot-password" className="text-brand-700 hover:underline">
            Ask for a new link
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
