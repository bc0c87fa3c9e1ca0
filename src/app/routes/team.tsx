// /team: the staff who chose to appear, from their own profiles (name, title, membership
// numbers, photo, bio), each a Person working for the firm (whose structured data names them as employees).
import { Link, useLoaderData } from "react-router";
import { messages } from "../../shared/messages";
import { cachedPage } from "../../shared/page-cache";
import { JsonLd } from "../components/json-ld";
import { PageHeader } from "../components/marketing";
import { PersonCard } from "../components/person-card";
import { firmLine, fitDescription, fitTitle } from "../lib/fit-text";
import { seoTags } from "../lib/seo";
import { breadcrumbLd, personLd } from "../lib/structured-data";
import type { Route } from "./+types/team";

export const headers = cachedPage();

export const TEAM_TITLE = "Our Team and Their Credentials";

export function loader({ context }: Route.LoaderArgs) {
  const { reads, siteUrl } = context;
  const team = reads.authors.team();
  const firmName = reads.firm.get().name;
  return {
    team,
    seo: {
      title: fitTitle(TEAM_TITLE, firmName),
      description: fitDescription(
        `Meet the chartered accountants, company secretaries and lawyers of ${firmName}, with their membership numbers, who handle your registration and compliance.`,
        firmLine(firmName),
      ),
      url: `${siteUrl}/team`,
    },
    jsonLd: [
      ...team.map((t) => personLd(siteUrl, t)),
      breadcrumbLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Team", path: "/team" },
      ]),
    ],
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoTags(loaderData.seo) : [{ title: TEAM_TITLE }];
}

export default function Team() {
  const { team, jsonLd } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        trail={[{ name: "Team", path: "/team" }]}
        eyebrow="Who you will work with"
        title={TEAM_TITLE}
        lead={<p>Every filing is prepared or checked by a qualified professional. Their membership numbers can be verified with their institutes.</p>}
      />
      <div className="section-gap">
        {team.length > 0 ? (
          <ul className="grid gap-6 lg:grid-cols-2">
            {team.map((t) => (
              <li key={t.slug}>
                <PersonCard person={t} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">
            {messages.teamEmpty}{" "}
            <Link to="/contact-us" className="font-semibold text-brand-700 hover:underline">
              Contact us
            </Link>
          </p>
        )}
      </div>
      {jsonLd.map((item, i) => (
        <JsonLd key={i} data={item} />
      ))}
    </div>
  );
}
