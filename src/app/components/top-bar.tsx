// The floating top bar (docs/product.md#layout): title, Home, Services, Blog, Contact Us, and the phone menu.
// The Services menu and the phone menu are <details> disclosures, so both open without JavaScript;
// once it runs they also close on Escape, on a click elsewhere and on navigation. Contact Us is a link to
// /contact-us that opens the contact pop-up when JavaScript runs.
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useFirm, useSectionLinks, useServiceGroups } from "../lib/site-data";
import { ContactLink } from "./contact-modal";
import { CloseIcon, MenuIcon, PhoneIcon } from "./icons";
import { telHref } from "../../shared/firm";
import { LANGUAGE_NAME, LANGUAGE_TAG } from "../../shared/locale";
import { useFrameWords } from "../lib/site-data";
import type { FrameWords } from "../lib/frame-words";
import { useOtherVersions } from "../lib/page-versions";

const navItems = (words: FrameWords) => [
  { to: words.paths.home, label: words.home, end: true },
  { to: words.paths.blog, label: words.blog, end: false },
];

/**
 * The same page in the other language, named in that language ("हिंदी" / "English"); only where that version
 * exists. A plain link: the whole page, its frame included, comes in the other language.
 */
function LanguageSwitch() {
  const words = useFrameWords();
  return (
    <>
      {useOtherVersions().map((v) => (
        <a
          key={v.locale}
          href={v.path}
          lang={LANGUAGE_TAG[v.locale]}
          hrefLang={LANGUAGE_TAG[v.locale]}
          aria-label={words.switchTo[v.locale]}
          // lang-native: the system's font, so that "हिंदी" on an English page never fetches the Devanagari web font.
          className="lang-native rounded-lg border border-slate-200 px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
          data-testid="language-switch"
        >
          {LANGUAGE_NAME[v.locale]}
        </a>
      ))}
    </>
  );
}

const summaryReset = "list-none cursor-pointer [&::-webkit-details-marker]:hidden";

/** Closes the header's disclosures on navigation, on Escape (focus back to its summary) and on a click outside. */
function useDisclosures(header: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    header.current?.querySelectorAll("details").forEach((d) => (d.open = false));
  }, [pathname, header]);
  useEffect(() => {
    const all = () => [...(header.current?.querySelectorAll("details") ?? [])].filter((d) => d.open);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      for (const d of all()) {
        d.open = false;
        d.querySelector("summary")?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      for (const d of all()) if (e.target instanceof Node && !d.contains(e.target)) d.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [header]);
}

function ServiceLinks({ linkClass, headingClass, children }: { linkClass: string; headingClass: string; children?: ReactNode }) {
  const serviceGroups = useServiceGroups();
  return (
    <>
      {serviceGroups.map((g) => (
        <div key={g.title}>
          <p className={headingClass}>{g.title}</p>
          <ul>
            {g.links.map((l) => (
              <li key={l.path}>
                <NavLink to={l.path} className={linkClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {children}
    </>
  );
}

export function TopBar() {
  const site = useFirm();
  const sectionLinks = useSectionLinks();
  const header = useRef<HTMLElement>(null);
  const mobile = useRef<HTMLDetailsElement>(null);
  useDisclosures(header);
  const words = useFrameWords();

  return (
    <header ref={header} className="fixed inset-x-3 top-3 z-40 mx-auto max-w-6xl rounded-2xl border border-slate-200/80 bg-white/95 shadow-lg shadow-slate-900/5 backdrop-blur">
      <div className="flex h-14 items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={words.paths.home} className="text-[15px] font-bold tracking-tight whitespace-nowrap text-brand-800 sm:text-lg">
          {site.topBarTitle}
        </Link>
        <div className="ml-auto md:order-last md:ml-0">
          <LanguageSwitch />
        </div>
        <nav aria-label={words.navMain} className="hidden items-center gap-6 md:flex">
          <NavLink to={words.paths.home} end className="nav-link">
            {words.home}
          </NavLink>
          <details className="relative" data-testid="services-menu">
            <summary className={`nav-link flex items-center gap-1 ${summaryReset}`}>
              {words.services}
              <svg className="h-4 w-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
              </svg>
            </summary>
            <div className="absolute top-full left-1/2 mt-3 grid w-[36rem] -translate-x-1/2 grid-cols-2 gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl">
              <ServiceLinks
                headingClass="mb-2 text-xs font-semibold tracking-wide text-muted uppercase"
                linkClass="block rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700"
              >
                <Link to={words.paths.services} className="col-span-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100">
                  {words.allServices}
                </Link>
              </ServiceLinks>
            </div>
          </details>
          {navItems(words)
            .slice(1)
            .map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className="nav-link">
                {item.label}
              </NavLink>
            ))}
          {/* The number from md up; below md the phone bar at the bottom offers Call and WhatsApp. */}
          {site.phones[0] && (
            // An icon between md and lg, where the number would push Contact Us out of the bar.
            <a
              href={telHref(site.phones[0])}
              className="nav-link inline-flex items-center text-sm whitespace-nowrap"
              aria-label={words.callNumber.replace("{phone}", site.phones[0])}
              data-testid="header-phone"
            >
              <PhoneIcon className="h-5 w-5 lg:hidden" />
              <span className="hidden lg:inline">{site.phones[0]}</span>
            </a>
          )}
          <ContactLink className="btn-primary">{words.contactUs}</ContactLink>
        </nav>
        <details ref={mobile} className="group md:hidden" data-testid="mobile-menu">
          <summary className={`rounded-lg p-2 text-slate-700 hover:bg-slate-100 ${summaryReset}`} aria-label={words.menu}>
            <MenuIcon className="h-6 w-6 group-open:hidden" />
            <CloseIcon className="hidden h-6 w-6 group-open:block" />
          </summary>
          <nav
            id="mobile-menu"
            aria-label={words.navMobile}
            className="absolute inset-x-0 top-14 max-h-[calc(100vh-6rem)] overflow-y-auto rounded-b-2xl border-t border-slate-200 bg-white px-4 pt-2 pb-4"
          >
            <ul className="space-y-1">
              {[...navItems(words), ...sectionLinks].map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className="block rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <section aria-label={words.services} className="mt-3 space-y-3 border-t border-slate-200 pt-3">
              <ServiceLinks
                headingClass="px-3 text-xs font-semibold tracking-wide text-muted uppercase"
                linkClass="block rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
              >
                <Link to={words.paths.services} className="block px-3 text-sm font-semibold text-brand-700">
                  {words.allServices}
                </Link>
              </ServiceLinks>
            </section>
            <ContactLink className="mt-3 btn-primary w-full" onOpen={() => mobile.current && (mobile.current.open = false)}>
              {words.contactUs}
            </ContactLink>
          </nav>
        </details>
      </div>
    </header>
  );
}
