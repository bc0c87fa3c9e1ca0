// The 404 page: no dead end: the site search, the main services and the ways to reach the firm.
// Plain links and a GET form: rendered on the server and kept as it is in the browser (lazy-not-found.tsx), so
// its code is not part of any page's first load.
import { Link } from "react-router";
import { m } from "../../shared/i18n";
import { useLocale } from "../lib/locale";
import { useServiceGroups } from "../lib/site-data";
import { frameHref } from "../lib/page-versions";
import { SearchBox } from "./search-box";

export function NotFoundPage() {
  const locale = useLocale();
  const t = { locale };
  const main = useServiceGroups()[0]?.links ?? [];
  return (
    <section className="mx-auto max-w-3xl py-12">
      <div className="text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{m.frame_error_404({}, t)}</p>
        <h1 className="mt-2 page-title">{m.frame_not_found_title({}, t)}</h1>
        <p className="mt-4 text-muted">{m.frame_not_found_text({}, t)}</p>
      </div>
      <SearchBox
        id="not-found-search"
        className="mx-auto mt-8 max-w-xl"
        showLabel
        words={{ searchLabel: m.frame_search_label({}, t), searchButton: m.frame_search_button({}, t) }}
      />
      <div className="mt-10 grid gap-6 sm:grid-cols-2">
        <nav aria-labelledby="not-found-services" className="card p-5">
          <h2 id="not-found-services" className="text-lg font-bold">
            {m.frame_main_services({}, t)}
          </h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            {main.map((l) => (
              <li key={l.path}>
                <Link to={l.path} className="font-medium text-brand-700 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/services" className="font-semibold text-brand-700 hover:underline">
                {m.frame_all_services({}, t)}
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="not-found-contact" className="card p-5">
          <h2 id="not-found-contact" className="text-lg font-bold">
            {m.frame_talk_to_us({}, t)}
          </h2>
          <p className="mt-2 text-sm text-muted">{m.frame_talk_to_us_text({}, t)}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={frameHref("/contact-us", locale)} className="btn-primary">
              {m.frame_contact_us({}, t)}
            </a>
            <Link to="/" className="btn-outline">
              {m.frame_go_home({}, t)}
            </Link>
          </div>
        </section>
      </div>
    </section>
  );
}
