// /client/login?token=…: the e-mailed sign-in link. Opening it signs nobody in (a mail scanner that opens
// links does not use it up): it shows a Continue button whose POST uses the link and starts the client's
// session, recording their consent to the privacy notice at their first sign-in. The address holds the token:
// never kept, never indexed, never sent to another site as a referrer (same-origin: a form's post still says
// its origin, which React Router checks).
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { caseMessages as messages } from "../../shared/case-messages";
import { PRIVACY_NOTICE_PATH } from "../../shared/privacy";
import { firmNameOf } from "../lib/page-meta";
import type { Route } from "./+types/client-login";

export const headers = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "same-origin" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const firmName = firmNameOf(matches);
  return [{ title: firmName ? `Sign in | ${firmName}` : "Sign in" }, { name: "robots", content: "noindex" }];
};

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get("token") ?? "").slice(0, 100);

export function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  return { token, works: context.client.linkWorks(token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const result = context.client.signIn(String(form.get("token") ?? "").slice(0, 100));
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  // One case: straight to it; more: the list.
  const [only, ...more] = result.data.cases;
  return redirect(only && more.length === 0 ? `/client/cases/${only}` : "/client", 303);
}

export default function ClientLogin() {
  const { token, works } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <article className="mx-auto max-w-xl">
      <h1 className="page-title">{messages.loginTitle}</h1>
      <section className="mt-6 card p-5 sm:p-6">
        {works && !failed ? (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="token" value={token} />
            <p className="text-slate-700">{messages.continueIntro}</p>
            <p className="text-sm text-muted">
              {messages.consentLine}{" "}
              <Link to={PRIVACY_NOTICE_PATH} className="text-link">
                Privacy notice
              </Link>
            </p>
            <button type="submit" className="btn-primary w-full py-3 text-base sm:w-auto" data-testid="continue">
              Continue
            </button>
          </Form>
        ) : (
          <>
            <p role="alert" className="error-banner">
              {failed?.error ?? messages.linkInvalid}
            </p>
            <Link to="/client" className="mt-4 btn-primary w-full sm:w-auto">
              Send me a new link
            </Link>
          </>
        )}
      </section>
    </article>
  );
}
