import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData, type LinksFunction } from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import devanagariFont from "./fonts/noto-sans-devanagari-400.woff2?url";
import { TagManagerNoScript, TagManagerScript } from "./components/tag-manager";
import { useNonce } from "./lib/nonce";
import { usePageVersions } from "./lib/page-versions";
import { useSiteUrl } from "./lib/page-meta";
import { versionAlternates } from "./lib/hreflang";
import { LANGUAGE_TAG, localeOfPath } from "../shared/locale";

/** Site-wide settings from the server: only the Tag Manager container (absent when GTM_ID is unset). */
export function loader({ context }: Route.LoaderArgs) {
  return { gtmId: context.gtmId ?? null };
}

// The settings never change while the server runs: no refetch on client-side navigation.
export const shouldRevalidate = () => false;

// The stylesheet first: the first paint waits for it, and the module preloads come after it.
export const links: LinksFunction = () => [
  // React 19 writes a stylesheet with a precedence before its module preloads (without one, it lands last).
  { rel: "stylesheet", href: appCss, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const gtmId = useRouteLoaderData<typeof loader>("root")?.gtmId;
  // The page's language comes from its path alone (/hi/... is Hindi); its versions are linked to each other.
  const alternateLinks = versionAlternates(useSiteUrl(), usePageVersions());
  return (
    <html lang={LANGUAGE_TAG[localeOfPath(pathname)]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4fd1" />
        {gtmId && <TagManagerScript id={gtmId} nonce={nonce} />}
        <Meta />
        <Links />
        {alternateLinks.map((a) => (
          <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
        ))}
        {/* A Hindi page draws Devanagari at once: its font is asked for with the stylesheet, not after layout. Only
            the regular weight (most of the text); English pages never load it (the @font-face unicode-range). */}
        {localeOfPath(pathname) === "hi" && <link rel="preload" href={devanagariFont} as="font" type="font/woff2" crossOrigin="anonymous" />}
        {/* The staff app is installable on its own, scoped to /admin. */}
        <link rel="manifest" href={pathname.startsWith("/admin") ? "/admin.webmanifest" : "/site.webmanifest"} />
      </head>
      <body>
        {gtmId && <TagManagerNoScript id={gtmId} />}
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort for errors outside the site layout (the site layout has its own boundary). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="page-title">{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-muted">{status === 404 ? "The page you are looking for does not exist." : "Please try again in a moment."}</p>
      <a className="mt-8 btn-primary" href="/">
        Go to the home page
      </a>
    </main>
  );
}
