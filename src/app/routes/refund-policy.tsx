// /refund-policy: the site-wide refund terms of every package, in the firm's stored details.
import type { MetaDescriptor } from "react-router";
import { useLoaderData } from "react-router";
import { cachedPage } from "../../shared/page-cache";
import { LegalPage } from "../components/legal-page";
import { REFUND_TITLE, refundPolicyFor, refundUpdated } from "../copy/refund";
import { marketingMeta } from "../lib/page-meta";
import type { Route } from "./+types/refund-policy";

export const headers = cachedPage();

export const refundMeta = {
  title: "Refund Policy for Registration and Compliance Packages",
  description: "When we refund your package fee, what government fees cannot be refunded, and how to ask for a refund of a registration or compliance package.",
};

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { ...refundMeta, path: "/refund-policy" });
}

export function loader({ context }: Route.LoaderArgs) {
  return { updated: refundUpdated, ...refundPolicyFor(context.reads.firm.get()) };
}

export default function RefundPolicy() {
  const { updated, intro, sections } = useLoaderData<typeof loader>();
  return <LegalPage title={REFUND_TITLE} path="/refund-policy" updated={updated} intro={intro} sections={sections} />;
}
