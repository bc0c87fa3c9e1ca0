// /maintenance (docs/product.md#public-routes): a short message asking visitors to check back soon.
import type { MetaDescriptor } from "react-router";
import { SimpleMessage } from "../components/simple-message";
import { maintenancePageFor } from "../copy/pages";
import { useFirm } from "../lib/site-data";
import { marketingMeta } from "../lib/page-meta";
import type { Route } from "./+types/maintenance";
import type { PageMeta } from "../copy/types";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

const maintenanceMeta: PageMeta = {
  title: "Under Maintenance",
  description: "Our website is undergoing scheduled maintenance to serve you better. Please check back soon, or contact us by e-mail or phone if you need help meanwhile.",
};

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { ...maintenanceMeta, firmTitle: true, path: "/maintenance", noindex: true });
}

export default function Maintenance() {
  return <SimpleMessage page={maintenancePageFor(useFirm())} icon="tools" trail={[{ name: "Maintenance", path: "/maintenance" }]} />;
}
