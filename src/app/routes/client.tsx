// /client: where a client follows their registration (docs/product.md#cases). Signed out, it asks for their
// e-mail address and sends a sign-in link (the same answer whether or not the address is known); signed in,
// it lists their cases. Plain form posts to this route's action: it works without JavaScript. Never kept by
// the page cache or a browser, never indexed.
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { caseMessages as messages } from "../../shared/case-messages";
import { PRIVACY_NOTICE_PATH } from "../../shared/privacy";
import type { ClientCaseSummary } from "../../shared/context";
import { formatLongDate } from "../lib/format";
import { firmNameOf } from "../lib/page-meta";
import type { Route } from "./+types/client";

export const headers = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const firmName = firmNameOf(matches);
  return [{ title: firmName ? `${messages.loginTitle} | ${firmName}` : messages.loginTitle }, { name: "robots", content: "noindex" }];
};

export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { user: context.client.user, cases: context.client.cases(), sent: params.has("sent"), signedOut: params.has("signed-out") };
}

type Failure = { error: string; email: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  if (form.get("intent") === "sign-out") {
    context.client.signOut();
    return redirect("/client?signed-out", 303);
  }
  const email = String(form.get("email") ?? "").slice(0, 300);
  const result = context.client.requestLink(email);
  // Post/redirect/get: a reload does not send another link.
  if (result.ok) return redirect("/client?sent", 303);
  return data<Failure>({ error: result.fields?.[0]?.message ?? (result.error || messages.loginFailed), email }, { status: result.status });
}

export default function ClientHome() {
  const { user, cases, sent, signedOut } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-2xl">
      <h1 className="page-title">{messages.loginTitle}</h1>
      {user ? <Cases name={user.name} cases={cases} /> : <SignIn sent={sent} signedOut={signedOut} />}
    </article>
  );
}

function SignIn({ sent, signedOut }: { sent: boolean; signedOut: boolean }) {
  const failed = useActionData<Failure>();
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="sign-in-heading" className="mt-6 card p-5 sm:p-6">
      <h2 id="sign-in-heading" className="text-lg font-bold">
        Sign in with your e-mail
      </h2>
      <p className="mt-2 text-slate-700">{messages.loginIntro}</p>
      {sent && (
        <p role="status" className="mt-4 success-banner" data-testid="link-sent">
          {messages.loginSent}
        </p>
      )}
      {signedOut && (
        <p role="status" className="mt-4 success-banner">
          {messages.signedOut}
        </p>
      )}
      <Form method="post" className="mt-4 space-y-3" noValidate>
        <div>
          <label htmlFor="client-email" className="field-label">
            E-mail address
          </label>
          <input
            id="client-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            defaultValue={failed?.email}
            className="field"
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? "client-email-error" : undefined}
          />
          {failed && (
            <p id="client-email-error" role="alert" className="mt-1 text-sm text-red-700">
              {failed.error}
            </p>
          )}
        </div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
          Send me a sign-in link
        </button>
        <p className="text-sm text-muted">
          We use your address only to sign you in.{" "}
          <Link to={PRIVACY_NOTICE_PATH} className="text-link">
            Privacy notice
          </Link>
        </p>
      </Form>
    </section>
  );
}

function Cases({ name, cases }: { name: string; cases: ClientCaseSummary[] }) {
  return (
    <>
      <p className="mt-2 text-lg text-muted">Hello {name}.</p>
      {cases.length === 0 ? (
        <p className="mt-6 card p-5">You have no registrations with us yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {cases.map((c) => {
            const needed = c.checklist.filter((i) => i.status === "missing" || i.status === "rejected").length;
            return (
              <li key={c.reference} className="card p-5">
                <Link to={`/client/cases/${c.reference}`} className="text-lg font-bold text-brand-700 hover:underline">
                  {c.service} <span className="text-base font-semibold whitespace-nowrap text-muted">{c.reference}</span>
                </Link>
                <p className="mt-1 text-slate-700">
                  {c.status === "closed" ? "Closed" : `Now: ${c.stage}`}
                  {c.status === "open" && c.expectedFinish ? `. Expected to finish by ${formatLongDate(c.expectedFinish)}.` : ""}
                </p>
                {needed > 0 && <p className="mt-1 font-semibold text-amber-800">{needed === 1 ? "We need 1 document from you." : `We need ${needed} documents from you.`}</p>}
              </li>
            );
          })}
        </ul>
      )}
      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="sign-out" />
        <button type="submit" className="btn-outline">
          Sign out
        </button>
      </Form>
    </>
  );
}
