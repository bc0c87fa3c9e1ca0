// /order/{packageSlug}: the order form of a published package (docs/product.md#orders). The breakdown follows
// the state and GSTIN as they are chosen, computed with the server's own functions (shared/gst.ts) and the
// server's government fee and stamp duty for each state (the calculator's); the server prices the order again
// and the browser never sends a price. The form posts to this route's action, with and without JavaScript: the
// order is made through the same service as POST /api/orders, then the visitor goes to the order's page to pay.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { ENQUIRY_LIMITS } from "../../shared/enquiry-rules";
import { GST_RATE_PERCENT, GST_STATES, gstStateName, gstinProblem, normalizeGstin, placeOfSupplyOf, priceOrder } from "../../shared/gst";
import { orderMessages as messages } from "../../shared/order-messages";
import { PHONE_INPUT_MAX_LENGTH, PHONE_INPUT_PATTERN } from "../../shared/phone";
import { privacyLine, type PrivacyLine } from "../../shared/privacy";
// Read by the loader only: React Router drops it from the page's JavaScript, and zod with it.
import { ORDER_LIMITS } from "../../shared/schemas/order";
import { BreakdownRow, rupees } from "../components/breakdown-row";
import { Page } from "../components/page";
import { firmNameOf } from "../lib/page-meta";
import type { Route } from "./+types/order";

/** The form's fields, in its order; the action sends them as POST /api/orders would. */
const FIELDS = ["name", "email", "phone", "state", "businessName", "gstin", "address"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
type ActionResult = { notice: string; errors: Errors; values: Partial<Values> };

/** The states by name, for the select (its values are their GST codes). */
const STATES_BY_NAME = [...GST_STATES].sort((a, b) => a[1].localeCompare(b[1], "en-IN"));

// Rendered per request (the form's typed values and problems come back in the page): never kept.
export const headers = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const firmName = firmNameOf(matches);
  const title = `Buy ${loaderData.pkg.title}`;
  return [
    { title: firmName ? `${title} | ${firmName}` : title },
    { name: "description", content: `Order ${loaderData.pkg.title} online: the professional fee, GST and government fee shown before you pay.` },
    { name: "robots", content: "noindex" },
  ];
};

export function loader({ params, context }: Route.LoaderArgs) {
  const pkg = context.reads.packages.list().find((p) => p.slug === params.packageSlug);
  if (!pkg) throw data(null, { status: 404 });
  return {
    pkg: { slug: pkg.slug, title: pkg.title, price: pkg.price, governmentFee: pkg.governmentFee, duration: pkg.duration },
    firmState: context.orders.firmState(),
    stateFees: context.orders.statutoryFees(pkg.slug),
    limits: { businessName: ORDER_LIMITS.businessName, address: ORDER_LIMITS.address },
    // Loader data, so the page's JavaScript does not carry the text.
    privacy: privacyLine,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form's body: the form's own answer, never a 500.
    return data<ActionResult>({ notice: messages.orderFailed, errors: {}, values: {} }, { status: 400 });
  }
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")])) as Values;
  const result = await context.orders.create({ ...values, packageSlug: params.packageSlug });
  // Post/redirect/get: the order's own page (its link, as e-mailed), where the visitor pays.
  if (result.ok) {
    const access = new URL(result.data.access);
    return redirect(`${access.pathname}${access.search}`, 303);
  }
  const errors: Errors = Object.fromEntries((result.fields ?? []).filter((f) => (FIELDS as readonly string[]).includes(f.path)).map((f) => [f.path, f.message]));
  const notice = Object.keys(errors).length > 0 ? messages.fixFields : result.error || messages.orderFailed;
  return data<ActionResult>({ notice, errors, values }, { status: result.status, headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined });
}

export default function Order() {
  const { pkg, firmState, stateFees, limits, privacy } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Page title={`Buy ${pkg.title}`} intro="See the full price, GST included, before you pay. Pay online, by UPI or by bank transfer on the next page.">
      {/* key: a new answer from the server starts the form again from what it sent back. */}
      <OrderForm key={JSON.stringify(result ?? {})} pkg={pkg} firmState={firmState} stateFees={stateFees} limits={limits} privacy={privacy} result={result} />
    </Page>
  );
}

type FormProps = {
  pkg: { slug: string; title: string; price: number; governmentFee: number; duration: string };
  firmState: string;
  /** The government fee and stamp duty the server charges in each state its table has (GST code -> rupees). */
  stateFees: Readonly<Record<string, number>>;
  limits: { businessName: number; address: number };
  privacy: PrivacyLine;
  result: ActionResult | undefined;
};

function OrderForm({ pkg, firmState, stateFees, limits, privacy, result }: FormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;
  const typed = result?.values ?? {};
  const [state, setState] = useState(typed.state && gstStateName(typed.state) ? typed.state : firmState);
  const [gstin, setGstin] = useState(typed.gstin ?? "");
  const [errors, setErrors] = useState<Errors>(result?.errors ?? {});

  // After the server refused fields, the first of them takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, []);

  const written = normalizeGstin(gstin);
  const supply = placeOfSupplyOf(state, written);
  const fromGstin = supply !== state;
  // The chosen state's fees as the server charges them (orders.ts orderAmounts), else the package's estimate.
  const feesOfState = stateFees[state];
  const amounts = priceOrder({ feeRupees: pkg.price, governmentFeeRupees: feesOfState ?? pkg.governmentFee, firmState, placeOfSupply: supply });
  const half = GST_RATE_PERCENT / 2;

  const gstinError = (value: string) => {
    const problem = value === "" ? null : gstinProblem(normalizeGstin(value));
    return problem ? `GSTIN ${problem}` : undefined;
  };
  const setError = (field: Field, text: string | undefined) => setErrors(({ [field]: _, ...rest }) => (text ? { ...rest, [field]: text } : rest));

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const problem = gstinError(gstin);
    if (problem) {
      e.preventDefault();
      setError("gstin", problem);
      formRef.current?.querySelector<HTMLElement>('[name="gstin"]')?.focus();
    }
  }

  const errorId = (field: Field) => `${id}-${field}-error`;
  const hintId = `${id}-gstin-hint`;
  const fieldProps = (field: Field, describedBy?: string) => {
    const described = [describedBy, errors[field] ? errorId(field) : undefined].filter(Boolean).join(" ");
    return {
      id: `${id}-${field}`,
      name: field,
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": described || undefined,
      className: "field",
    };
  };
  const label = (field: Field, text: string, optional = false) => (
    <label className="field-label" htmlFor={`${id}-${field}`}>
      {text}
      {optional && <span className="font-normal text-muted"> (optional)</span>}
    </label>
  );
  const problem = (field: Field) =>
    errors[field] && (
      <p id={errorId(field)} className="mt-1 text-sm font-medium text-red-700" data-testid={`${field}-error`}>
        {errors[field]}
      </p>
    );

  const breakdown = (
    <section aria-labelledby={`${id}-price`} className="card p-5 sm:p-6 lg:sticky lg:top-28">
      <h2 id={`${id}-price`} className="text-lg font-bold">
        What you pay
      </h2>
      <p className="mt-1 text-sm text-muted">
        {pkg.title} · {pkg.duration}
      </p>
      <dl className="mt-4 space-y-2 text-sm" data-testid="order-breakdown">
        <BreakdownRow label="Professional fee" amount={rupees(amounts.fee)} />
        {amounts.igst > 0 ? (
          <BreakdownRow label={`IGST ${GST_RATE_PERCENT}%`} amount={rupees(amounts.igst)} />
        ) : (
          <>
            <BreakdownRow label={`CGST ${half}%`} amount={rupees(amounts.cgst)} />
            <BreakdownRow label={`SGST ${half}%`} amount={rupees(amounts.sgst)} />
          </>
        )}
        {amounts.governmentFee > 0 && (
          <BreakdownRow label={feesOfState === undefined ? messages.governmentFeeLabel : messages.statutoryFeesLabel} amount={messages.about(rupees(amounts.governmentFee))} />
        )}
        <BreakdownRow label="Total" amount={rupees(amounts.total)} strong />
      </dl>
      <p className="mt-3 text-xs text-muted">{messages.placeOfSupply(gstStateName(supply) ?? supply, fromGstin)}</p>
      {amounts.governmentFee > 0 && <p className="mt-1 text-xs text-muted">{messages.governmentFeeNote}</p>}
      {/* The new total, said once when the state or GSTIN changes it. */}
      <p className="sr-only" aria-live="polite">
        {`Total ${rupees(amounts.total)}`}
      </p>
    </section>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
      <div className="lg:order-last lg:col-span-2">{breakdown}</div>
      <section aria-labelledby={`${id}-details`} className="card p-5 sm:p-6 lg:col-span-3">
        <h2 id={`${id}-details`} className="text-lg font-bold">
          Your details
        </h2>
        <Form ref={formRef} method="post" className="mt-4 space-y-4" onSubmit={onSubmit} aria-busy={busy}>
          {result?.notice && (
            <p role="alert" className="error-banner" data-testid="order-error">
              {result.notice}
            </p>
          )}
          <div>
            {label("name", "Name")}
            <input {...fieldProps("name")} required autoComplete="name" maxLength={ENQUIRY_LIMITS.name} defaultValue={typed.name} />
            {problem("name")}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              {label("email", "Email")}
              <input {...fieldProps("email")} type="email" required autoComplete="email" inputMode="email" maxLength={ENQUIRY_LIMITS.email} defaultValue={typed.email} />
              {problem("email")}
            </div>
            <div>
              {label("phone", "Phone")}
              <input
                {...fieldProps("phone")}
                type="tel"
                required
                autoComplete="tel"
                inputMode="tel"
                pattern={PHONE_INPUT_PATTERN}
                maxLength={PHONE_INPUT_MAX_LENGTH}
                title="10 digits, optionally with +91 or 0 in front"
                defaultValue={typed.phone}
              />
              {problem("phone")}
            </div>
          </div>
          <div>
            {label("state", "State")}
            <select {...fieldProps("state")} required autoComplete="address-level1" value={state} onChange={(e) => setState(e.target.value)}>
              {STATES_BY_NAME.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
            {problem("state")}
          </div>
          <div>
            {label("businessName", "Business name", true)}
            <input {...fieldProps("businessName")} autoComplete="organization" maxLength={limits.businessName} defaultValue={typed.businessName} />
            {problem("businessName")}
          </div>
          <div>
            {label("gstin", "GSTIN", true)}
            <input
              {...fieldProps("gstin", hintId)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              // 15 characters, with room for the spaces people type in groups (they are removed).
              maxLength={20}
              value={gstin}
              onChange={(e) => {
                setGstin(e.target.value);
                // A shown problem goes as soon as the GSTIN is right (or empty); a new one waits for the blur.
                if (errors.gstin && !gstinError(e.target.value)) setError("gstin", undefined);
              }}
              onBlur={(e) => setError("gstin", gstinError(e.target.value))}
            />
            <p id={hintId} className="mt-1 text-xs text-muted">
              {messages.gstinHint}
            </p>
            {problem("gstin")}
          </div>
          <div>
            {label("address", "Address", true)}
            <textarea {...fieldProps("address")} className="field min-h-20" rows={3} autoComplete="street-address" maxLength={limits.address} defaultValue={typed.address} />
            {problem("address")}
          </div>
          <p className="text-sm text-muted">
            By paying you agree to the{" "}
            <Link to="/terms-condition" className="text-link">
              terms
            </Link>{" "}
            and the{" "}
            <Link to="/refund-policy" className="text-link">
              refund policy
            </Link>
            .
          </p>
          {/* The privacy notice's line (shared/privacy.ts privacyLine). Written out in each form: a shared component
              would be a chunk of its own, which costs each page's first load more than these few lines. */}
          <p className="text-xs text-muted">
            {privacy.text}{" "}
            <a href={privacy.href} className="text-link">
              {privacy.link}
            </a>
          </p>
          <button type="submit" className="btn-primary w-full py-3 text-base" disabled={busy}>
            {busy ? messages.placingOrder : `Pay ${rupees(amounts.total)}`}
          </button>
        </Form>
      </section>
    </div>
  );
}
