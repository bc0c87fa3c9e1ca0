// The blog sidebar (docs/product.md#layout): the blog search box, Quick Links from the server, each in a new tab, and the 'Need Help?' block.
import { m } from "../../shared/i18n";
import type { Locale } from "../../shared/locale";
import { useLocale } from "../lib/locale";
import type { PublicFirm } from "../../shared/firm";
import type { SidebarLink } from "../../shared/schemas/sidebar-link";
import { withScheme } from "../../shared/urls";
import { telHref } from "../../shared/firm";
import { useFirm } from "../lib/site-data";
import { SearchBox } from "./search-box";
import { EmailText } from "./email-text";
import { MailIcon, PhoneIcon } from "./icons";

/** `search`: false on /blog, whose page has its own search box (one search box a page). */
export function Sidebar({ links, search = true }: { links: SidebarLink[] | null; search?: boolean }) {
  return <SidebarView site={useFirm()} links={links} search={search} locale={useLocale()} />;
}

/** The sidebar from its data: what Sidebar renders, and what the server renders once per content change. */
export function SidebarView({ site, links, search, locale }: { site: PublicFirm; links: SidebarLink[] | null; search: boolean; locale: Locale }) {
  const phone = site.phones[0];
  const t = { locale };
  return (
    <aside className="h-full space-y-6" aria-label={m.frame_sidebar({}, t)}>
      {search && (
        <div className="card p-5">
          <SearchBox id="sidebar-search" words={{ searchLabel: m.frame_search_label({}, t), searchButton: m.frame_search_button({}, t) }} />
        </div>
      )}
      <section className="card p-5">
        <h2 className="text-lg font-bold">{m.frame_quick_links({}, t)}</h2>
        {links === null ? (
          <p className="mt-3 error-banner">{m.frame_quick_links_failed({}, t)}</p>
        ) : (
          <ul className="mt-3 space-y-2 text-sm">
            {links.map((l) => (
              <li key={l._id}>
                <a href={withScheme(l.url)} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                  {l.text}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* Stays in view beside a long post on wide screens (below the floating top bar). */}
      <section className="card bg-brand-50 p-5 lg:sticky lg:top-24">
        <h2 className="text-lg font-bold">{m.frame_need_help({}, t)}</h2>
        <p className="mt-2 text-sm text-muted">{m.frame_need_help_text({}, t)}</p>
        <ul className="mt-3 space-y-2 text-sm">
          {phone && (
            <li className="flex items-center gap-2">
              <PhoneIcon className="h-4 w-4 text-brand-700" />
              <a href={telHref(phone)} className="font-medium text-brand-700 hover:underline">
                {phone}
              </a>
            </li>
          )}
          <li className="flex items-center gap-2">
            <MailIcon className="h-4 w-4 shrink-0 text-brand-700" />
            <a href={`mailto:${site.email}`} className="font-medium text-brand-700 hover:underline">
              <EmailText email={site.email} />
            </a>
          </li>
        </ul>
      </section>
    </aside>
  );
}
