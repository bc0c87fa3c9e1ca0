// /contact-us: the firm's contact details and the contact form. The form works before hydration: it posts
// here, the action stores the enquiry through the same service as the API and the page shows the result.
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { messages } from "../../shared/messages";
import { UTM_KEYS, contactFormProblem, stripSpecialChars } from "../../shared/enquiry-rules";
import { formatAddress, site, telHref } from "../../shared/site";
import { EmailText } from "../components/email-text";
import { ContactForm, type ContactNotice, type ContactValues } from "../components/contact-form";
import { MailIcon, PhoneIcon, PinIcon } from "../components/icons";
import { Page } from "../components/page";
import { LazyWhatsAppButton } from "../components/lazy-whatsapp-button";
import { absoluteUrl, seoTags } from "../lib/seo";
import type { Route } from "./+types/contact-us";
import { siteUrlOf } from "../lib/page-meta";
import { useFirm } from "../lib/site-data";
import type { PageMeta } from "../copy/types";

const contactMeta: PageMeta = {
  title: `Contact Us | ${site.name}`,
  description: "Talk to our team about company, LLP, OPC or partnership registration, accounting, GST or trademarks. Call, e-mail or visit our office in Faridabad, Haryana.",
};

const SENT_PARAM = "sent";

// Not in the page cache (no cachedPage): the page carries the no-JavaScript form's token and the visitor's
// referrer and UTM values, rendered for this request only.
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoTags({
    ...contactMeta,
    url: absoluteUrl(siteUrlOf(matches), "/contact-us"),
  });

/** The path of a URL, or "" when it is not one. */
function pathOf(url: string | null): string {
  if (!url) return "";
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return "";
  }
}

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const hidden: Record<string, string> = { page: url.pathname, referrer: pathOf(request.headers.get("referer")).slice(0, 500) };
  for (const k of UTM_KEYS) {
    const v = url.searchParams.get(k);
    if (v) hidden[k] = v.slice(0, 200);
  }
  return { token: context.enquiries.formToken(), hidden, sent: url.searchParams.get(SENT_PARAM) === "1" };
}

/** `token`: the form's original token, so the time the visitor spent filling it in keeps counting. */
type ActionResult = { notice: ContactNotice; values: Partial<ContactValues>; token?: string; hidden: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form's body (JSON, garbage, a wrong type): the form's own answer, never a 500 (issue 29).
    return data<ActionResult>({ notice: { kind: "error", text: messages.contactAllRequired }, values: {}, hidden: {} }, { status: 400 });
  }
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  const values = { name: text("name"), email: text("email"), phone: text("phone"), message: text("message") };
  const utm = Object.fromEntries(UTM_KEYS.flatMap((k) => (text(k) ? [[k, text(k)]] : [])));
  // Where the visitor came from, as first rendered; the re-rendered page posts them again.
  const hidden: Record<string, string> = { page: text("page"), referrer: text("referrer"), ...utm };
  const fail = (notice: string, status: number, shown: Partial<ContactValues> = values, extra: { headers?: HeadersInit; token?: string } = {}) =>
    data<ActionResult>({ notice: { kind: "error", text: notice }, values: shown, token: extra.token, hidden }, { status, headers: extra.headers });

  // The same checks, in the same order, as the form does in the browser (docs/product.md#validation-rules, #messages).
  const problem = contactFormProblem(values, ["name", "email", "phone", "message"]);
  const keep = { token: text("formToken") || undefined };
  if (problem === "contactAllRequired") return fail(messages.contactAllRequired, 400, values, keep);
  if (problem === "contactSpecialChars") return fail(messages.contactSpecialChars, 400, { ...values, message: stripSpecialChars(values.message) }, keep);

  const result = await context.enquiries.submit({
    ...values,
    service: text("service"),
    source: text("source") || "contact-page",
    page: text("page"),
    referrer: text("referrer"),
    utm,
    website: text("website"),
    formToken: text("formToken"),
  });
  // Post/redirect/get: reloading the success page does not send the enquiry twice.
  if (result.ok) throw redirect(`/contact-us?${SENT_PARAM}=1`);
  // A rejected token (too fast, forged) is replaced by the fresh one the loader issues.
  return fail(result.error || messages.contactFailed, result.status, values, result.retryAfter ? { headers: { "Retry-After": String(result.retryAfter) } } : {});
}

/** Office hours (issue 21); here rather than in icons.tsx, which every page loads. */
const ClockIcon = ({ className }: { className?: string }) => (
  <svg className={className} aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="currentColor">
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm1-13h-2v6l5.2 3.1 1-1.6-4.2-2.5z" />
  </svg>
);

export default function ContactUs() {
  const { token, hidden, sent } = useLoaderData<typeof loader>();
  const firm = useFirm();
  const result = useActionData<typeof action>();
  const notice: ContactNotice | null = result?.notice ?? (sent ? { kind: "success", text: messages.contactSuccess } : null);
  return (
    <Page
      title="Contact Us"
      intro="Questions about registering or running your business? Call, write or send us a message and an expert will get back to you within one working day."
    >
      <div className="grid gap-8 md:grid-cols-5">
        <section aria-labelledby="contact-details" className="card p-6 md:col-span-2 md:self-start">
          <h2 id="contact-details" className="text-lg font-bold">
            {firm.name}
          </h2>
          <ul className="mt-4 space-y-4 text-sm">
            {firm.phones.map((p) => (
              <li key={p} className="flex items-center gap-3">
                <PhoneIcon className="h-5 w-5 shrink-0 text-brand-700" />
                <a href={telHref(p)} className="font-medium text-brand-700 hover:underline">
                  {p}
                </a>
              </li>
            ))}
            <li className="flex items-center gap-3">
              <MailIcon className="h-5 w-5 shrink-0 text-brand-700" />
              <a href={`mailto:${firm.email}`} className="font-medium text-brand-700 hover:underline">
                <EmailText email={firm.email} />
              </a>
            </li>
            <li className="flex items-start gap-3">
              <PinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <address className="not-italic">{formatAddress(firm.address)}</address>
            </li>
            {firm.officeHours && (
              <li className="flex items-start gap-3" data-testid="office-hours">
                <span className="sr-only">Office hours: </span>
                <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                {firm.officeHours}
              </li>
            )}
          </ul>
          <LazyWhatsAppButton service="company registration" className="mt-6 w-full" />
        </section>
        <section aria-labelledby="contact-form-title" className="card p-6 md:col-span-3">
          <h2 id="contact-form-title" className="mb-4 text-lg font-bold">
            Send us a message
          </h2>
          {/* key: a new result (or the success redirect) resets the form to what the server sent back. */}
          <ContactForm
            key={JSON.stringify(notice) + JSON.stringify(result?.values ?? {})}
            source="contact-page"
            token={result?.token ?? token}
            hidden={result?.hidden ?? hidden}
            initial={result?.values}
            notice={notice}
          />
        </section>
      </div>
    </Page>
  );
}
