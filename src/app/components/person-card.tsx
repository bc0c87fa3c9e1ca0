// A team member's profile: photo, name, title, qualifications, membership numbers and bio; on /team and /author/{slug}.
import { Link } from "react-router";
import type { Author } from "../../shared/schemas/team-member";
import { membershipText } from "../../shared/team";

export function PersonCard({ person, headingLevel = 2, link = true }: { person: Author; headingLevel?: 1 | 2; link?: boolean }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const initials = person.publicName
    .split(/\s+/)
    .map((w) => w[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <article className="flex flex-col gap-4 card p-6 sm:flex-row sm:items-start" data-testid="person-card">
      {person.photo ? (
        <img src={person.photo} alt={person.photoAlt || person.publicName} width={96} height={96} className="size-24 shrink-0 rounded-full object-cover" loading="lazy" />
      ) : (
        <span aria-hidden="true" className="flex size-24 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-700">
          {initials}
        </span>
      )}
      <div className="min-w-0">
        <Heading className={headingLevel === 1 ? "page-title" : "text-xl font-bold text-ink"}>
          {link ? (
            <Link to={`/author/${person.slug}`} className="hover:underline">
              {person.publicName}
            </Link>
          ) : (
            person.publicName
          )}
        </Heading>
        {person.title && <p className="mt-1 font-semibold text-brand-700">{person.title}</p>}
        {person.qualifications.length > 0 && <p className="mt-1 text-sm text-slate-700">{person.qualifications.join(", ")}</p>}
        {person.memberships.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2 text-sm" aria-label="Memberships">
            {person.memberships.map((m) => (
              <li key={`${m.body} ${m.number}`} className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
                {membershipText(m)}
              </li>
            ))}
          </ul>
        )}
        {person.bio && <p className="mt-3 leading-7 whitespace-pre-line text-slate-700">{person.bio}</p>}
      </div>
    </article>
  );
}
