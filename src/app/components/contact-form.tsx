// The enquiry form of the contact modal, the /contact-us page and the home 'Get started now' dialog
// (docs/product.md#states-and-transitions, #validation-rules, #messages). Without JavaScript it is a plain POST to /contact-us that the server answers with a
// page; once hydrated it validates in the browser and sends JSON to /api/send-message.
import { Suspense, lazy, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { PHONE_REGEX } from "../../shared/constants";
import { formTokenMessages } from "../../shared/form-token-messages";
import { messages } from "../../shared/messages";
import { ENQUIRY_LIMITS, FORM_TOKEN_FIELD, HONEYPOT_FIELD, contactFormProblem, looksLikeEmail, stripSpecialChars } from "../../shared/enquiry-rules";
import { PHONE_INPUT_MAX_LENGTH, PHONE_INPUT_PATTERN, normalisePhone } from "../../shared/phone";
import { fetchFormToken, sendEnquiry, visitContext } from "../lib/enquiry";
import { leadMessages } from "../../shared/lead-messages";
// Loaded after hydration only (it is not part of the page's first JavaScript).
const CallMeAt = lazy(() => import("./call-me-at").then((m) => ({ default: m.CallMeAt })));

export type ContactValues = { name: string; email: string; phone: string; message: string; service: string; city: string };
export type ContactNotice = { kind: "success" | "error"; text: string };
type Field = keyof ContactValues;

const EMPTY: ContactValues = { name: "", email: "", phone: "", message: "", service: "", city: "" };

type Props = {
  /** Which form sent the enquiry: contact-modal, contact-page, home-dialog. */
  source: string;
  /** "enquiry" adds the service wanted (a list of the services) and the city. */
  variant?: "contact" | "enquiry";
  /** The services the enquiry variant offers (the page's loader supplies them, so they are not in this code). */
  services?: string[];
  /** A service the enquiry is about, sent along as a hidden field (contact modal opened from a service page). */
  service?: string;
  /** The token of the no-JavaScript form (the contact page renders it per request and is never cached).
   * Once hydrated, the form fetches its own token at the first interaction, so the fill time counts from then. */
  token?: string;
  /** Values and message after a form POST without JavaScript. */
  initial?: Partial<ContactValues>;
  notice?: ContactNotice | null;
  /** Extra hidden fields for the POST without JavaScript (page, referrer, UTM parameters). */
  hidden?: Record<string, string>;
  /** Give the name field the first focus when the form opens in a dialog. */
  autoFocus?: boolean;
};

export function ContactForm({ source, variant = "contact", services = [], service, token: givenToken, initial, notice: initialNotice = null, hidden = {}, autoFocus }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>({ ...EMPTY, ...initial });
  const [notice, setNotice] = useState<ContactNotice | null>(initialNotice);
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [busy, setBusy] = useState(false);
  // Issue 32: the "Call me at" choice starts again (fresh free slots) after a booking or a taken slot.
  const [slotsRound, setSlotsRound] = useState(0);
  // The token request, started at the first focus or input (GET /api/send-message/token); used once.
  const tokenRequest = useRef<Promise<string | null> | null>(null);
  const startTokenRequest = () =>
    (tokenRequest.current ??= fetchFormToken().then((t) => {
      // A failed request is tried again at the next interaction or submit.
      if (!t) tokenRequest.current = null;
      return t;
    }));
  // Until hydration the browser's own checks (required, pattern, type=email) guard the plain POST;
  // afterwards this component shows the messages of docs/product.md#messages instead.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const required: Field[] = variant === "enquiry" ? ["name", "phone", "email", "service", "city", "message"] : ["name", "email", "phone", "message"];

  const set = (field: Field, value: string) => {
    if (field === "message") {
      const cleaned = stripSpecialChars(value);
      if (cleaned !== value) setNotice({ kind: "error", text: messages.contactSpecialChars });
      value = cleaned;
    }
    if (invalid === field) setInvalid(null);
    setValues((v) => ({ ...v, [field]: value }));
  };

  const fail = (text: string, field: Field | null) => {
    setNotice({ kind: "error", text });
    setInvalid(field);
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const problem = contactFormProblem(values, required);
    if (problem) return fail(messages[problem], problem === "contactAllRequired" ? (required.find((f) => !values[f].trim()) ?? null) : "message");
    if (!PHONE_REGEX.test(normalisePhone(values.phone))) return fail(messages.contactInvalidPhone, "phone");
    if (!looksLikeEmail(values.email ?? "")) return fail(messages.contactInvalidEmail, "email");

    setBusy(true);
    setNotice(null);
    setInvalid(null);
    const form = new FormData(e.currentTarget);
    const outcome = await sendEnquiry({
      ...values,
      service: variant === "enquiry" ? values.service : (service ?? ""),
      source,
      ...visitContext(),
      [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD) ?? "",
      [FORM_TOKEN_FIELD]: (await startTokenRequest()) || givenToken || "",
      ...(form.get("callbackAt") ? { callbackAt: form.get("callbackAt") } : {}),
    });
    if (outcome.ok || outcome.error === leadMessages.callbackTaken) setSlotsRound((n) => n + 1);
    setBusy(false);
    if (outcome.ok) {
      // A token is accepted once: the next message starts a new one at its first interaction.
      tokenRequest.current = null;
      setValues(EMPTY);
      setNotice({ kind: "success", text: messages.contactSuccess });
    } else {
      // An expired or used token is replaced at the next interaction; a refusal for speed keeps it counting.
      if (outcome.error === formTokenMessages.enquiryFormExpired || outcome.error === formTokenMessages.enquiryTokenUsed) tokenRequest.current = null;
      setNotice({ kind: "error", text: outcome.error ?? messages.contactFailed });
    }
  }

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    required: true,
    "aria-invalid": invalid === field || undefined,
    "aria-describedby": invalid === field ? `${id}-notice` : undefined,
    className: "field",
  });
  const label = (field: Field, text: string) => (
    <label className="field-label" htmlFor={`${id}-${field}`}>
      {text}
    </label>
  );

  const nameField = (
    <div key="name">
      {label("name", "Name")}
      <input
        {...fieldProps("name")}
        autoComplete="name"
        maxLength={ENQUIRY_LIMITS.name}
        data-autofocus={autoFocus || undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only in the modal dialogs, which move focus to their first field (WAI-ARIA dialog pattern)
        autoFocus={autoFocus}
        onChange={(e) => set("name", e.target.value)}
      />
    </div>
  );
  const emailField = (
    <div key="email">
      {label("email", "Email")}
      <input {...fieldProps("email")} type="email" autoComplete="email" maxLength={ENQUIRY_LIMITS.email} onChange={(e) => set("email", e.target.value)} />
    </div>
  );
  const phoneField = (
    <div key="phone">
      {label("phone", "Phone")}
      <input
        {...fieldProps("phone")}
        type="tel"
        pattern={PHONE_INPUT_PATTERN}
        maxLength={PHONE_INPUT_MAX_LENGTH}
        title="10 digits, optionally with +91 or 0 in front"
        autoComplete="tel-national"
        onChange={(e) => set("phone", e.target.value)}
      />
    </div>
  );

  return (
    <form
      ref={formRef}
      method="post"
      action="/contact-us"
      noValidate={enhanced}
      onSubmit={onSubmit}
      onFocus={() => void startTokenRequest()}
      onInput={() => void startTokenRequest()}
      className="space-y-4"
      aria-busy={busy}
    >
      <input type="hidden" name="source" value={source} />
      {variant === "contact" && service && <input type="hidden" name="service" value={service} />}
      {Object.entries(hidden).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <input type="hidden" name={FORM_TOKEN_FIELD} value={givenToken ?? ""} />
      {/* Honeypot: hidden from people and assistive technology; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {variant === "enquiry" ? [nameField, phoneField, emailField] : [nameField, emailField, phoneField]}
      {variant === "enquiry" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            {label("service", "Service wanted")}
            <select {...fieldProps("service")} onChange={(e) => set("service", e.target.value)}>
              <option value="">Choose a service</option>
              {services.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div>
            {label("city", "City")}
            <input {...fieldProps("city")} autoComplete="address-level2" maxLength={ENQUIRY_LIMITS.city} onChange={(e) => set("city", e.target.value)} />
          </div>
        </div>
      )}
      <div>
        {label("message", variant === "enquiry" ? "Short message" : "Message")}
        <textarea
          {...fieldProps("message")}
          className="field min-h-28"
          rows={variant === "enquiry" ? 3 : 5}
          maxLength={ENQUIRY_LIMITS.message}
          onChange={(e) => set("message", e.target.value)}
        />
      </div>

      {enhanced && (
        <Suspense fallback={null}>
          <CallMeAt key={slotsRound} />
        </Suspense>
      )}

      <div id={`${id}-notice`}>
        {notice?.kind === "error" && (
          <p role="alert" className="error-banner">
            {notice.text}
          </p>
        )}
        {notice?.kind === "success" && (
          <p role="status" className="success-banner">
            {notice.text}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? messages.contactSubmitting : "Submit"}
      </button>
    </form>
  );
}
