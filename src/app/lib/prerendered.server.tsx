// Renders the footer and the blog sidebar to HTML outside the page's render, once per content change (issue
// 35): the footer's ~100 elements were a third of every public page's render. The markup is what <Footer />
// and <Sidebar /> render in the page: the same components, the footer with plain links carrying what React
// Router's <Link> adds (data-discover, for route discovery).
import { renderToString } from "react-dom/server";
import type { FirmDetails } from "../../shared/schemas/settings";
import type { SidebarLink } from "../../shared/schemas/sidebar-link";
import { FooterView, type SiteLinkComponent } from "../components/footer";
import { SidebarView } from "../components/sidebar";
import type { SectionLink } from "./site-data";
import type { Locale } from "../../shared/locale";

const PlainLink: SiteLinkComponent = ({ to, className, children }) => (
  <a className={className} href={to} data-discover="true">
    {children}
  </a>
);

export function footerMarkup(site: FirmDetails, sectionLinks: SectionLink[], locale: Locale = "en"): string {
  return renderToString(<FooterView site={site} sectionLinks={sectionLinks} SiteLink={PlainLink} locale={locale} />);
}

export function sidebarMarkup(site: FirmDetails, links: SidebarLink[] | null, locale: Locale = "en"): { withSearch: string; withoutSearch: string } {
  return {
    withSearch: renderToString(<SidebarView site={site} links={links} search={true} locale={locale} />),
    withoutSearch: renderToString(<SidebarView site={site} links={links} search={false} locale={locale} />),
  };
}
