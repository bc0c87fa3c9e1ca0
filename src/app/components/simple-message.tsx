// A single-message page (maintenance, custom packages): heading, paragraphs and an optional link.
import { Link } from "react-router";
import type { SimplePage } from "../copy/types";
import type { Crumb } from "../lib/structured-data";
import { Breadcrumbs } from "./breadcrumbs";
import { RichText } from "./rich-text";

export function SimpleMessage({ page, trail, icon }: { page: SimplePage; trail?: Crumb[]; icon?: "tools" }) {
  return (
    <section className="hero-panel text-center">
      {trail && (
        <div className="flex justify-center">
          <Breadcrumbs trail={trail} />
        </div>
      )}
      {icon === "tools" && (
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className="mx-auto mb-2 h-14 w-14 text-brand-600"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.1L3 17.7 6.3 21l6.3-6.3a4 4 0 0 0 5.1-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
        </svg>
      )}
      <h1 className="mx-auto mt-6 max-w-2xl page-title">{page.heading}</h1>
      <div className="mx-auto mt-4 max-w-2xl space-y-4 lead">
        {page.paragraphs.map((p) => (
          <p key={p}>
            <RichText text={p} />
          </p>
        ))}
      </div>
      {page.link && (
        <Link to={page.link.href} className="mt-8 btn-primary px-6 py-3 text-base">
          {page.link.label}
        </Link>
      )}
    </section>
  );
}
