// The public layout: top bar, single centred column or (for /blog and /category) main column + sidebar, footer.
import { isRouteErrorResponse, Outlet, useLoaderData, useLocation, useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";
import { SIDEBAR_PATH_PREFIXES } from "../../shared/constants";
import { publicFirm, type PublicFirm } from "../../shared/firm";
import { site as seedFirm } from "../../shared/site";
import type { SidebarLink } from "../../shared/schemas/sidebar-link";
import { ContactModalProvider } from "../components/contact-modal";
import { LazyFooter } from "../components/lazy-footer";
import { JsonLd, serializeJsonLd } from "../components/json-ld";
import { ErrorPage, NotFoundPage } from "../components/not-found";
import { LazySidebar } from "../components/lazy-sidebar";
import { TopBar } from "../components/top-bar";
import { LazyPhoneBar } from "../components/lazy-phone-bar";
import type { SectionLink } from "../lib/site-data";
import { serviceMenu, type PageSummary, type ServiceGroup } from "../../shared/site-pages";
import { localeOfPath, pathInLocale, type Locale } from "../../shared/locale";
import { m } from "../../shared/i18n";
import { frameWords, type FrameWords } from "../lib/frame-words";
import { organizationLd } from "../lib/structured-data";
import { prerenderedFooter, prerenderedSidebar } from "../lib/prerendered";
import { footerMarkup, sidebarMarkup } from "../lib/prerendered.server";
import type { Route } from "./+types/site";

export function usesSidebar(pathname: string): boolean {
  return SIDEBAR_PATH_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

// siteUrl: absolute base for canonical URLs and structured data (lib/page-meta.ts reads it from here).
// organizationJson: the firm's JSON-LD, built and serialised here on the server (its builder stays out of every
// page's code; one string is cheaper to send along than the object's many values).
// firm: the firm's details as stored, for every page's header, footer and contact details
// (lib/site-data.ts). The published packages are not here: the pages with their cards load them.
// sectionLinks: Offers, Latest News and Resources, those that have public items (footer and mobile menu).
export type SiteLayoutLoaderData = {
  quickLinks: SidebarLink[] | null;
  siteUrl: string;
  organizationJson: string;
  firm: PublicFirm;
  sectionLinks: SectionLink[];
  serviceGroups: ServiceGroup[];
  frame: FrameWords;
};

/** The key of the layout's data in the content memo: it is the same for every page of a language until the content changes. */
export const SITE_LAYOUT_MEMO_KEY = "site-layout";
const memoKey = (locale: Locale) => (locale === "en" ? SITE_LAYOUT_MEMO_KEY : `${SITE_LAYOUT_MEMO_KEY}:${locale}`);

// The layout's data depends on the content and the page's language alone, so it is built once per content change
// and language (the content memo), not on every render; data read with a failure (a fallback shown) is not kept.
export function loader({ context, url }: Route.LoaderArgs): SiteLayoutLoaderData {
  const { reads } = context;
  const locale = localeOfPath(url.pathname);
  const kept = reads.contentMemo.get<SiteLayoutLoaderData>(memoKey(locale));
  if (kept) return kept;
  let failed = false;
  const orElse = <T,>(what: string, read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (err) {
      failed = true;
      context.log.error({ err }, `[site] ${what} failed`);
      return fallback;
    }
  };
  const firm = orElse("firm's details", () => reads.firm.get(), seedFirm);
  const pages = orElse<PageSummary[]>("pages", () => reads.pages.summaries(locale), []);
  const sectionLinks = orElse("section links", () => SECTION_LINKS.filter((l) => l.has(reads).length > 0).map(({ to, label }) => ({ to, label: label(locale) })), []);
  const data: SiteLayoutLoaderData = {
    quickLinks: orElse("quick links", () => reads.sidebarLinks.list(), null),
    siteUrl: context.siteUrl,
    // The staff on /team are named as the firm's employees (by their Person's @id).
    organizationJson: serializeJsonLd(
      organizationLd(
        context.siteUrl,
        firm,
        // The cities by their English names in either language (one organisation, one description of it).
        orElse<PageSummary[]>("cities", () => reads.pages.summaries("en"), []).flatMap((p) => (p.kind === "city" && p.city ? [{ name: p.city.name }] : [])),
        orElse("team", () => reads.authors.team(), []),
        orElse("package prices", () => reads.packages.list().map((p) => p.price), []),
      ),
    ),
    firm: publicFirm(firm),
    sectionLinks,
    // The menu of the page's language: a Hindi page's entries lead to the Hindi versions (the packages page has none).
    serviceGroups: serviceMenu(pages, locale).map((g) => ({
      ...g,
      links: g.links.map((l) => (locale !== "en" && pages.some((p) => p.path === l.path) ? { ...l, path: pathInLocale(l.path, locale) } : l)),
    })),
    frame: frameWords(locale, firm.responsePromiseHours ?? 2),
  };
  if (!failed) {
    reads.contentMemo.set(memoKey(locale), data);
    // The footer's and the sidebar's markup, made once with the data kept (they show it instead of rendering).
    prerenderedFooter.set(data, footerMarkup(firm, sectionLinks, locale));
    prerenderedSidebar.set(data, sidebarMarkup(firm, data.quickLinks, locale));
  }
  return data;
}

/** The admin-published sections, linked when they have public items. */
const SECTION_LINKS: { to: string; label: (locale: Locale) => string; has: (reads: Route.LoaderArgs["context"]["reads"]) => unknown[] }[] = [
  { to: "/offer", label: (locale) => m.frame_link_offers({}, { locale }), has: (r) => r.offers.list() },
  { to: "/news", label: (locale) => m.frame_link_news({}, { locale }), has: (r) => r.news.list() },
  { to: "/resources", label: (locale) => m.frame_link_resources({}, { locale }), has: (r) => r.resources.list() },
];

/** The page's own meta wins; this titles the 404 and error pages that this layout's boundary shows. */
// The firm's name is the stored one, from this layout's loader (which always answers, falling back to the seed
// on the server): the seed itself stays out of every page's JavaScript (first-load budget).
export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error || !loaderData) return [];
  const title = isRouteErrorResponse(error) && error.status === 404 ? loaderData.frame.notFoundTitle : loaderData.frame.errorTitle;
  const name = loaderData?.firm.name;
  return [{ title: name ? `${title} | ${name}` : title }, { name: "robots", content: "noindex" }];
}

// Quick links change rarely: reload them only after a form submission, not on every navigation; and when the
// visitor goes from a page in one language to a page in the other (the menus' and links' words change).
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate, currentUrl, nextUrl }) =>
  localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || (formMethod ? defaultShouldRevalidate : false);

function Frame({ children, quickLinks, organizationJson }: { children: React.ReactNode; quickLinks: SidebarLink[] | null; organizationJson: string | undefined }) {
  const { pathname } = useLocation();
  const words = useRouteLoaderData<typeof loader>("routes/site")?.frame;
  return (
    <ContactModalProvider>
      {/* The firm (AccountingService and LegalService; Faridabad address) on every public page. */}
      {organizationJson != null && <JsonLd json={organizationJson} />}
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-20 focus:left-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        {words?.skipToContent}
      </a>
      <TopBar />
      <div className="mx-auto max-w-6xl px-4 pt-24 sm:px-6">
        {usesSidebar(pathname) ? (
          <div className="grid gap-8 lg:grid-cols-4">
            <main id="main" className="min-w-0 lg:col-span-3">
              {children}
            </main>
            <LazySidebar links={quickLinks} search={pathname !== "/blog"} />
          </div>
        ) : (
          <main id="main" className="mx-auto min-w-0">
            {children}
          </main>
        )}
      </div>
      {/* Room below md for the phone bar, so it never covers the end of a page (the footer is last). */}
      <div className="pb-20 md:pb-0">
        <LazyFooter />
      </div>
      <LazyPhoneBar path={pathname} />
    </ContactModalProvider>
  );
}

export default function SiteLayout() {
  const { quickLinks, organizationJson } = useLoaderData<typeof loader>();
  return (
    <Frame quickLinks={quickLinks} organizationJson={organizationJson}>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The error itself is logged on the server by entry.server.tsx's handleError (with the request id).
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const organizationJson = useRouteLoaderData<typeof loader>("routes/site")?.organizationJson;
  return (
    <Frame quickLinks={[]} organizationJson={organizationJson}>
      {notFound ? <NotFoundPage /> : <ErrorPage />}
    </Frame>
  );
}
