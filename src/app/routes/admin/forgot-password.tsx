// /admin/forgot-password: asks for a reset link by e-mail. The answer is the same whether or
// not the e-mail has an account. Without SMTP the page says how else to get a new password.
import { useActionData, useLoaderData } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { AuthCard, AuthForm, formText, NoMailHelp } from "../../components/admin/auth-card";
import { adminWrite } from "../../lib/admin-data";
import type { Route } from "./+types/forgot-password";

export const meta = () => [{ title: "Forgot password | Admin Portal" }, { name: "robots", content: "noindex" }];

export function loader({ context }: Route.LoaderArgs) {
  return { resetByMail: context.staffResetByMail };
}

export async function action(args: Route.ActionArgs) {
  const email = formText(await args.request.formData(), "email").trim();
  return adminWrite(args, "/api/auth/forgot-password", { method: "POST", json: { email } }, adminMessages.forgotFailed);
}

export default function ForgotPassword() {
  const { resetByMail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();

  if (!resetByMail) {
    return (
      <AuthCard title="Forgot password">
        <NoMailHelp />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot password">
      {result?.ok ? (
        <p role="status" className="mt-6 success-banner">
          {adminMessages.forgotSent}
        </p>
      ) : (
        <AuthForm
          submitLabel="Send reset link"
          busyLabel={adminMessages.saving}
          error={result?.ok === false ? result.error : null}
          lead={<p className="text-sm text-slate-700">{adminMessages.forgotIntro}</p>}
          fields={[{ name: "email", label: "Email", type: "email", autoComplete: "username" }]}
        />
      )}
    </AuthCard>
  );
}
