// Visible breadcrumb trail of an inner page, with its BreadcrumbList structured data.
import { Link } from "react-router";
import { m } from "../../shared/i18n";
import { pathInLocale } from "../../shared/locale";
import { useLocale } from "../lib/locale";
import { useSiteUrl } from "../lib/page-meta";
import { breadcrumbLd, type Crumb } from "../lib/structured-data";
import { JsonLd } from "./json-ld";

/** `trail` excludes Home (added first: the home page in the page's language, or `home`) and ends with the current page. */
export function Breadcrumbs({ trail, home }: { trail: Crumb[]; home?: Crumb }) {
  const siteUrl = useSiteUrl();
  const locale = useLocale();
  const crumbs = [home ?? { name: m.section_home({}, { locale }), path: pathInLocale("/", locale) }, ...trail];
  return (
    <>
      <nav aria-label={m.section_breadcrumb_label({}, { locale })} className="text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
          {crumbs.map((c, i) => {
            const last = i === crumbs.length - 1;
            return (
              <li key={c.path} className="flex items-center gap-2">
                {last ? (
                  <span aria-current="page" className="font-medium text-ink">
                    {c.name}
                  </span>
                ) : (
                  <>
                    <Link to={c.path} className="hover:text-brand-700 hover:underline">
                      {c.name}
                    </Link>
                    <span aria-hidden="true" className="text-slate-400">
                      /
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbLd(siteUrl, crumbs)} />
    </>
  );
}
