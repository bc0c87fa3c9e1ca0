// The public layout: top bar, single centred column or (for /blog and /category) main column + sidebar, footer.
import { isRouteErrorResponse, Outlet, useLoaderData, useLocation, useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";
import { SIDEBAR_PATH_PREFIXES } from "../../shared/constants";
import { messages } from "../../shared/messages";
import type { SidebarLink } from "../../shared/schemas/sidebar-link";
import { site as firm } from "../../shared/site";
import { ContactModalProvider } from "../components/contact-modal";
import { LazyFooter } from "../components/lazy-footer";
import { JsonLd } from "../components/json-ld";
import { ErrorPage, NotFoundPage } from "../components/not-found";
import { LazySidebar } from "../components/lazy-sidebar";
import { TopBar } from "../components/top-bar";
import { cities } from "../content/cities";
import { organizationLd } from "../lib/structured-data";
import type { Route } from "./+types/site";

export function usesSidebar(pathname: string): boolean {
  return SIDEBAR_PATH_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

// siteUrl: absolute base for canonical URLs and structured data (lib/page-meta.ts reads it from here).
// organization: the firm's JSON-LD, built here on the server so its builder is not in every page's code.
export function loader({ context }: Route.LoaderArgs): { quickLinks: SidebarLink[] | null; siteUrl: string; organization: unknown } {
  const site = { siteUrl: context.siteUrl, organization: organizationLd(context.siteUrl, cities) };
  try {
    return { quickLinks: context.reads.sidebarLinks.list(), ...site };
  } catch (err) {
    console.error("[site] quick links failed", err);
    return { quickLinks: null, ...site };
  }
}

/** The page's own meta wins; this titles the 404 and error pages that this layout's boundary shows. */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const title = isRouteErrorResponse(error) && error.status === 404 ? messages.pageNotFoundTitle : messages.errorPageTitle;
  return [{ title: `${title} | ${firm.name}` }, { name: "robots", content: "noindex" }];
}

// Quick links change rarely: reload them only after a form submission, not on every navigation.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod ? defaultShouldRevalidate : false);

function Frame({ children, quickLinks, organization }: { children: React.ReactNode; quickLinks: SidebarLink[] | null; organization: unknown }) {
  const { pathname } = useLocation();
  return (
    <ContactModalProvider>
      {/* The firm (Organization / ProfessionalService, Faridabad address) on every public page. */}
      {organization != null && <JsonLd data={organization} />}
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-20 focus:left-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        Skip to content
      </a>
      <TopBar />
      <div className="mx-auto max-w-6xl px-4 pt-24 sm:px-6">
        {usesSidebar(pathname) ? (
          <div className="grid gap-8 lg:grid-cols-4">
            <main id="main" className="min-w-0 lg:col-span-3">
              {children}
            </main>
            <LazySidebar links={quickLinks} />
          </div>
        ) : (
          <main id="main" className="mx-auto min-w-0">
            {children}
          </main>
        )}
      </div>
      <LazyFooter />
    </ContactModalProvider>
  );
}

export default function SiteLayout() {
  const { quickLinks, organization } = useLoaderData<typeof loader>();
  return (
    <Frame quickLinks={quickLinks} organization={organization}>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const organization = useRouteLoaderData<typeof loader>("routes/site")?.organization;
  return <Frame quickLinks={[]} organization={organization}>{notFound ? <NotFoundPage /> : <ErrorPage />}</Frame>;
}
