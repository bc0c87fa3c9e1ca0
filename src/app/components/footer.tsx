// The site footer (docs/product.md#layout). Labels match their targets (the original site's mislabelled footer links are corrected: docs/product.md#layout).
import { Link } from "react-router";
import { formatAddress, telHref } from "../../shared/firm";
import type { ComponentType, ReactNode } from "react";
import type { PublicFirm } from "../../shared/firm";
import { useFirm, useSectionLinks, type SectionLink } from "../lib/site-data";
import { EmailText } from "./email-text";
import { MailIcon, PhoneIcon, PinIcon } from "./icons";
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from "./social-icons";

const quickLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/team", label: "Our Team" },
  { to: "/blog", label: "Blog" },
  { to: "/careers", label: "Careers" },
  { to: "/contact-us", label: "Contact Us" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-condition", label: "Terms and Condition" },
  { to: "/refund-policy", label: "Refund Policy" },
  { to: "/sitemap", label: "Sitemap" },
];

const serviceLinks = [
  { to: "/pvt-ltd-registration-delhi", label: "Private Limited Registration" },
  { to: "/llp-registration-delhi", label: "LLP Registration" },
  { to: "/opc-registration-delhi", label: "OPC Registration" },
  { to: "/partnership-registration-delhi", label: "Partnership Firm Registration" },
  { to: "/trademark-registration-delhi", label: "Trademark Registration" },
  { to: "/company-registration", label: "Company Registration in India" },
  // The free tools.
  { to: "/compliance-calendar", label: "Compliance Calendar" },
  { to: "/tools/gst-calculator", label: "GST Calculator" },
  { to: "/tools/incorporation-cost", label: "Incorporation Cost Calculator" },
];

const socialIcons = [
  { key: "linkedin", label: "LinkedIn", Icon: LinkedInIcon },
  { key: "x", label: "X", Icon: XIcon },
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
] as const;

/** How the footer links to the site's pages: React Router's <Link>, or a plain link of the same markup (lib/prerendered.server.tsx). */
export type SiteLinkComponent = ComponentType<{ to: string; className?: string; children: ReactNode }>;

export function Footer() {
  return <FooterView site={useFirm()} sectionLinks={useSectionLinks()} SiteLink={Link} />;
}

/** The footer from its data: what Footer renders, and what the server renders once per content change. */
export function FooterView({ site, sectionLinks, SiteLink }: { site: PublicFirm; sectionLinks: SectionLink[]; SiteLink: SiteLinkComponent }) {
  // Offers, Latest News and Resources join the quick links when they have published items.
  const links = [...quickLinks.slice(0, 4), ...sectionLinks, ...quickLinks.slice(4)];
  const socials = socialIcons.map((s) => ({ ...s, href: site.social[s.key] })).filter((s) => s.href);
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.1fr_0.8fr_1fr_1.2fr]">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-3 text-sm leading-6 text-slate-300">
            {site.tagline} We help founders register, stay compliant and grow, from {site.address.city} and across India.
          </p>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
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
        <LinkColumn label="Quick links" heading="Quick Links" links={links} SiteLink={SiteLink} />
        <LinkColumn label="Services" heading="Services" links={serviceLinks} SiteLink={SiteLink} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
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
                  Our Google Business Profile and reviews
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs leading-5 text-slate-300 sm:px-6">
          This website is owned and managed by {site.ownerFirm}, a private compliance services firm. It is not a government website and is not affiliated with the{" "}
          <a href="https://www.mca.gov.in" target="_blank" rel="noopener noreferrer" className="underline hover:text-white">
            Ministry of Corporate Affairs
          </a>
          ,{" "}
          <a href="https://www.gst.gov.in" target="_blank" rel="noopener noreferrer" className="underline hover:text-white">
            GSTN
          </a>{" "}
          or{" "}
          <a href="https://ipindia.gov.in" target="_blank" rel="noopener noreferrer" className="underline hover:text-white">
            IP India
          </a>
          . Its content is general guidance, not professional advice. © {new Date().getFullYear()} {site.ownerFirm}
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
