// /admin/dashboard (docs/product.md#admin-routes): one card per area with its shortcuts; editors see only Blog Management.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Role } from "../../../shared/schemas/user";
import { BackupStatusCard } from "../../components/admin/backup-status-card";
import { LeadsCard } from "../../components/admin/leads-card";
import { NewEnquiriesCard } from "../../components/admin/new-enquiries-card";
import { MailWarning } from "../../components/admin/mail-warning";
import { AdminHeader } from "../../components/admin/ui";
import { useAdminAlerts } from "../../lib/admin-alerts";
import { useAdminUser } from "../../lib/admin-session";

export const meta = () => [{ title: "Dashboard | Admin" }, { name: "robots", content: "noindex" }];

type Card = { title: string; roles: Role[]; body?: ReactNode; links: { to: string; label: string; primary?: boolean }[] };

const CARDS: Card[] = [
  {
    title: "Blog Management",
    roles: ["admin", "editor"],
    body: "Write, schedule and publish articles.",
    links: [
      { to: "/admin/blog/new", label: "New Blog Post", primary: true },
      { to: "/admin/blog", label: "Manage Posts" },
    ],
  },
  {
    title: "Offer Management",
    roles: ["admin"],
    body: "Create and update the offers shown on the site.",
    links: [
      { to: "/admin/offers/new", label: "New Offer", primary: true },
      { to: "/admin/offers", label: "Manage Offers" },
    ],
  },
];

export default function Dashboard() {
  const user = useAdminUser();
  const cards = CARDS.filter((c) => c.roles.includes(user.role));
  const alerts = useAdminAlerts(user.role === "admin");
  return (
    <>
      <AdminHeader title="Dashboard" />
      <MailWarning alerts={alerts} />
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <section key={card.title} className="card flex flex-col p-6" aria-labelledby={`card-${card.title.replace(/\s+/g, "-")}`}>
            <h2 id={`card-${card.title.replace(/\s+/g, "-")}`} className="text-lg font-bold text-ink">
              {card.title}
            </h2>
            {card.body && <div className="mt-2 flex-1 text-sm text-muted">{card.body}</div>}
            {card.links.length > 0 && (
              <div className="mt-5 flex flex-wrap gap-2">
                {card.links.map((l) => (
                  <Link key={l.to} to={l.to} className={l.primary ? "btn-primary" : "btn-outline"}>
                    {l.label}
                  </Link>
                ))}
              </div>
            )}
          </section>
        ))}
        {/* Admin-only cards that load their own data. */}
        {user.role === "admin" && (
          <>
            <NewEnquiriesCard />
            <LeadsCard />
            <BackupStatusCard />
          </>
        )}
      </div>
    </>
  );
}
