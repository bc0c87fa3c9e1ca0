// /package (docs/product.md#public-routes): packages are customised; links to /contact-us.
import { useLoaderData, type MetaDescriptor } from "react-router";
import { Section } from "../components/section";
import { LazyPackageCards } from "../components/lazy-package-cards";
import { SimpleMessage } from "../components/simple-message";
import { packagePage } from "../copy/pages";
import { marketingMeta } from "../lib/page-meta";
import type { Route } from "./+types/package";
import type { PageMeta } from "../copy/types";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

const packageMeta: PageMeta = {
  title: "Custom Registration Packages",
  description: "Registration and compliance packages customised for your business, with clear professional and government fees. Contact us for a package that fits you.",
};

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { ...packageMeta, firmTitle: true, path: "/package" });
}

/** The published packages for the cards (this page's data, not every page's). */
export function loader({ context }: Route.LoaderArgs) {
  return { cardPackages: context.reads.packages.list() };
}

export default function Package() {
  const { cardPackages } = useLoaderData<typeof loader>();
  return (
    <div>
      <SimpleMessage page={packagePage} trail={[{ name: "Packages", path: "/package" }]} />
      <Section id="starting-points" title="Starting Points" intro="Our standard packages are a starting point; we adjust them to your needs.">
        <LazyPackageCards items={cardPackages} />
      </Section>
    </div>
  );
}
