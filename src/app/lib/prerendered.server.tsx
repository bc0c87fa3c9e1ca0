// Renders the footer to HTML outside the page's render, once per content change (issue 35): its ~100 elements
// were a third of every public page's render. The markup is what <Footer /> renders in the page: the same
// component, with plain links carrying what React Router's <Link> adds (data-discover, for route discovery).
import { renderToString } from "react-dom/server";
import type { FirmDetails } from "../../shared/schemas/settings";
import { FooterView, type SiteLinkComponent } from "../components/footer";
import type { SectionLink } from "./site-data";

const PlainLink: SiteLinkComponent = ({ to, className, children }) => (
  <a className={className} href={to} data-discover="true">
    {children}
  </a>
);

export function footerMarkup(site: FirmDetails, sectionLinks: SectionLink[]): string {
  return renderToString(<FooterView site={site} sectionLinks={sectionLinks} SiteLink={PlainLink} />);
}
