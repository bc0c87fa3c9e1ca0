// The site footer (docs/product.md#layout). Labels match their targets (the original site's mislabelled footer links are corrected: docs/product.md#layout).
import { Link } from "react-router";
import { formatAddress, telHref } from "../../shared/firm";
import { Fragment, type ComponentType, type ReactNode } from "react";
import type { PublicFirm } from "../../shared/firm";
import { useFirm, useSectionLinks, type SectionLink } from "../lib/site-data";
import { EmailText } from "./email-text";
import { MailIcon, PhoneIcon, PinIcon } from "./icons";
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from "./social-icons";
import { m } from "../../shared/i18n";
import type { Locale } from "../../shared/locale";
import { useLocale } from "../lib/locale";
import { frameHref } from "../lib/page-versions";

type Label = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const quickLinks: { to: string; label: Label }[] = [
  { to: "/", label: m.frame_nav_home },
  { to: "/about", label: m.frame_link_about },
  { to: "/team", label: m.frame_link_team },
  { to: "/blog", label: m.frame_nav_blog },
  { to: "/careers", label: m.frame_link_careers },
  { to: "/contact-us", label: m.frame_contact_us },
  { to: "/privacy-policy", label: m.frame_link_privacy },
  { to: "/terms-condition", label: m.frame_link_terms },
  { to: "/refund-policy", label: m.frame_link_refund },
  { to: "/sitemap", label: m.frame_link_sitemap },
];

const serviceLinks: { to: string; label: Label }[] = [
  { to: "/pvt-ltd-registration-delhi", label: m.frame_service_pvt },
  { to: "/llp-registration-delhi", label: m.frame_service_llp },
  { to: "/opc-registration-delhi", label: m.frame_service_opc },
  { to: "/partnership-registration-delhi", label: m.frame_service_partnership },
  { to: "/trademark-registration-delhi", label: m.frame_service_trademark },
  { to: "/company-registration", label: m.frame_service_company },
  // The free tools.
  { to: "/compliance-calendar", label: m.frame_tool_calendar },
  { to: "/tools/gst-calculator", label: m.frame_tool_gst },
  { to: "/tools/incorporation-cost", label: m.frame_tool_incorporation },
];

/** Marks an input of a message where a React node goes (withNodes). */
const slot = (name: string) => `\u0000${name}\u0000`;

/** A message's text with React nodes in place of its slots (links inside a sentence, in either language's word order). */
function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text.split("\u0000").map((part, i) => (i % 2 === 1 && part in nodes ? <Fragment key={i}>{nodes[part]}</Fragment> : part));
}

const socialIcons = [
  { key: "linkedin", label: "LinkedIn", Icon: LinkedInIcon },
  { key: "x", label: "X", Icon: XIcon },
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
] as const;

/** How the footer links to the site's pages: React Router's <Link>, or a plain link of the same markup (lib/prerendered.server.tsx). */
export type SiteLinkComponent = ComponentType<{ to: string; className?: string; children: ReactNode }>;

export function Footer() {
  return <FooterView site={useFirm()} sectionLinks={useSectionLinks()} SiteLink={Link} locale={useLocale()} />;
}

/** The footer from its data: what Footer renders, and what the server renders once per content change. */
export function FooterView({ site, sectionLinks, SiteLink, locale }: { site: PublicFirm; sectionLinks: SectionLink[]; SiteLink: SiteLinkComponent; locale: Locale }) {
  const t = { locale };
  const inLocale = (links: { to: string; label: Label }[]) => links.map((l) => ({ to: frameHref(l.to, locale), label: l.label({}, t) }));
  // Offers, Latest News and Resources join the quick links when they have published items.
  const own = inLocale(quickLinks);
  const links = [...own.slice(0, 4), ...sectionLinks, ...own.slice(4)];
  const socials = socialIcons.map((s) => ({ ...s, href: site.social[s.key] })).filter((s) => s.href);
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.1fr_0.8fr_1fr_1.2fr]">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-3 text-sm leading-6 text-slate-300">
            {/* The stored tagline is the firm's English text: the Hindi footer has the sentence alone. */}
            {locale === "en" && `${site.tagline} `}
            {m.frame_footer_blurb({ city: site.address.city }, t)}
          </p>
          <ul className="mt-4 flex gap-3" aria-label={m.frame_social_media({}, t)}>
            {socials.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <Icon className="h-4 w-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn label={m.frame_quick_links_label({}, t)} heading={m.frame_quick_links({}, t)} links={links} SiteLink={SiteLink} />
        <LinkColumn label={m.frame_nav_services({}, t)} heading={m.frame_nav_services({}, t)} links={inLocale(serviceLinks)} SiteLink={SiteLink} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{m.frame_contact({}, t)}</h2>
          <ul className="mt-3 space-y-3 text-sm">
            {site.phones.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <PhoneIcon className="h-4 w-4 shrink-0" />
                <a href={telHref(p)} className="hover:text-white hover:underline">
                  {p}
                </a>
              </li>
            ))}
            <li className="flex items-center gap-2">
              <MailIcon className="h-4 w-4 shrink-0" />
              <a href={`mailto:${site.email}`} className="min-w-0 hover:text-white hover:underline">
                <EmailText email={site.email} />
              </a>
            </li>
            <li className="flex items-start gap-2">
              <PinIcon className="mt-0.5 h-4 w-4 shrink-0" />
              <address className="not-italic">{formatAddress(site.address)}</address>
            </li>
            {site.googleBusinessProfile && (
              <li>
                <a href={site.googleBusinessProfile} target="_blank" rel="noopener noreferrer" className="underline hover:text-white">
                  {m.frame_google_profile({}, t)}
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs leading-5 text-slate-300 sm:px-6">
          {withNodes(m.frame_disclaimer({ owner: site.ownerFirm, mca: slot("mca"), gstn: slot("gstn"), ipindia: slot("ipindia") }, t), {
            mca: (
              <a href="https://www.mca.gov.in" target="_blank" rel="noopener noreferrer" className="underline hover:text-white">
                {m.frame_mca({}, t)}
              </a>
            ),
            gstn: (
              <a href="https://www.gst.gov.in" target="_blank" rel="noopener noreferrer" className="underline hover:text-white">
                GSTN
              </a>
            ),
            ipindia: (
              <a href="https://ipindia.gov.in" target="_blank" rel="noopener noreferrer" className="underline hover:text-white">
                IP India
              </a>
            ),
          })}{" "}
          © {new Date().getFullYear()} {site.ownerFirm}
          {/* The Companies Act asks a company to show its CIN (an LLP its LLPIN) where it names itself. */}
          {site.cin && <span className="whitespace-nowrap"> · CIN: {site.cin}</span>}
          {site.llpin && <span className="whitespace-nowrap"> · LLPIN: {site.llpin}</span>}
        </p>
      </div>
    </footer>
  );
}

/** A titled column of site links (quick links, services). */
function LinkColumn({ label, heading, links, SiteLink }: { label: string; heading: string; links: readonly { to: string; label: string }[]; SiteLink: SiteLinkComponent }) {
  return (
    <nav aria-label={label}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{heading}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <SiteLink to={l.to} className="hover:text-white hover:underline">
              {l.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
