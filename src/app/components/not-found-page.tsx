// The 404 page: no dead end: the site search, the main services and the ways to reach the firm.
// Plain links and a GET form: rendered on the server and kept as it is in the browser (lazy-not-found.tsx), so
// its code is not part of any page's first load.
import { Link } from "react-router";
import { layoutMessages as messages } from "../../shared/layout-messages";
import { useServiceGroups } from "../lib/site-data";
import { SearchBox } from "./search-box";

export function NotFoundPage() {
  const main = useServiceGroups()[0]?.links ?? [];
  return (
    <section className="mx-auto max-w-3xl py-12">
      <div className="text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
        <h1 className="mt-2 page-title">{messages.pageNotFoundTitle}</h1>
        <p className="mt-4 text-muted">The page you are looking for does not exist or has moved. Search our articles, pick a service or talk to us.</p>
      </div>
      <SearchBox id="not-found-search" className="mx-auto mt-8 max-w-xl" showLabel />
      <div className="mt-10 grid gap-6 sm:grid-cols-2">
        <nav aria-labelledby="not-found-services" className="card p-5">
          <h2 id="not-found-services" className="text-lg font-bold">
            Our main services
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
                All services and prices →
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="not-found-contact" className="card p-5">
          <h2 id="not-found-contact" className="text-lg font-bold">
            Talk to us
          </h2>
          <p className="mt-2 text-sm text-muted">Tell us what you were looking for and an expert will help.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href="/contact-us" className="btn-primary">
              Contact Us
            </a>
            <Link to="/" className="btn-outline">
              Go to the home page
            </Link>
          </div>
        </section>
      </div>
    </section>
  );
}
