// The first block of an inner page: breadcrumbs, heading, lead text, actions, and an aside (a price box).
import type { ReactNode } from "react";
import type { Crumb } from "../lib/structured-data";
import { Breadcrumbs } from "./breadcrumbs";

type HeaderProps = {
  /** Breadcrumb trail without Home; omit on the home page. */
  trail?: Crumb[];
  /** The trail's first crumb when it is not the English Home (a page in another language). */
  home?: Crumb;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** Content for the right-hand column on wide screens (a price box, for example). */
  aside?: ReactNode;
};

/** The first block of an inner page: breadcrumbs, heading, lead text and actions. */
export function PageHeader({ trail, home, eyebrow, title, lead, children, aside }: HeaderProps) {
  return (
    <header className="hero-panel">
      {trail && <Breadcrumbs trail={trail} home={home} />}
      <div className={`mt-6 grid gap-8 ${aside ? "lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start" : ""}`}>
        <div className="max-w-3xl">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className="mt-2 page-title">{title}</h1>
          {lead && <div className="mt-4 lead">{lead}</div>}
          {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
        </div>
        {aside}
      </div>
    </header>
  );
}
