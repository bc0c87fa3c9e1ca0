// /maintenance (SPEC 2.1): a short message asking visitors to check back soon.
import type { MetaDescriptor } from "react-router";
import { SimpleMessage } from "../components/simple-message";
import { maintenancePage, pageMeta } from "../content/pages";
import { marketingMeta } from "../lib/page-meta";
import type { Route } from "./+types/maintenance";

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { ...pageMeta["/maintenance"], path: "/maintenance", noindex: true });
}

export default function Maintenance() {
  return <SimpleMessage page={maintenancePage} icon="tools" trail={[{ name: "Maintenance", path: "/maintenance" }]} />;
}
