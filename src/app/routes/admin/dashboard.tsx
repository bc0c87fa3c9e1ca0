// /admin/dashboard (docs/product.md#admin-routes): one card per area with its shortcuts; editors see only Blog Management.
// Admins also get the enquiry, leads and backup cards: the loader reads their data in parallel; the
// mail warning shows the alerts the admin layout polls (its outlet context).
import type { ReactNode } from "react";
import { Link, useLoaderData, useOutletContext } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { apiMessages } from "../../../shared/api-messages";
import type { BackupStatus } from "../../../shared/backups";
import type { AnalyticsReport } from "../../../shared/schemas/analytics";
import type { Role } from "../../../shared/schemas/user";
import { BackupStatusCard, type BackupArchive } from "../../components/admin/backup-status-card";
import { LeadsCard } from "../../components/admin/leads-card";
import { NewEnquiriesCard, type EnquiryCounts } from "../../components/admin/new-enquiries-card";
import { MailWarning } from "../../components/admin/mail-warning";
import { CallbacksToday, type CallbackItem } from "../../components/admin/callbacks-today";
import { leadMessages } from "../../../shared/lead-messages";
import { AdminHeader } from "../../components/admin/ui";
import type { AdminAlerts } from "../../lib/admin-alerts";
import { adminWrite, loadAdmin, staffOf, type ScreenArgs, type Written } from "../../lib/admin-data";
import { useAdminUser } from "../../lib/admin-session";
import { lastDays } from "../../lib/leads";
import type { Route } from "./+types/dashboard";

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
  {
    title: "Compliance Calendar and Calculators",
    roles: ["admin"],
    body: "Keep the due dates current when the government extends them, see the reminder subscribers, and edit the calculators' rates and fees.",
    links: [
      { to: "/admin/calendar", label: "Due Dates", primary: true },
      { to: "/admin/calculators", label: "Calculators" },
    ],
  },
];

/** The admin-only cards' data. */
async function adminCards(args: ScreenArgs) {
  const { from, to } = lastDays(30);
  const [counts, leads, backupStatus, backups, callbacks] = await Promise.all([
    loadAdmin<EnquiryCounts>(args, "/api/enquiries/counts", adminMessages.enquiriesFetchFailed),
    loadAdmin<AnalyticsReport>(args, `/api/analytics?from=${from}&to=${to}`, adminMessages.leadsFetchFailed),
    loadAdmin<BackupStatus>(args, "/api/backups/status", adminMessages.backupStatusFailed),
    loadAdmin<BackupArchive[]>(args, "/api/backups", adminMessages.backupStatusFailed),
    loadAdmin<CallbackItem[]>(args, "/api/enquiries/callbacks", leadMessages.callbacksFetchFailed),
  ]);
  return { counts, leads, backupStatus, backups, callbacks };
}

// Editors see no admin-only card, so nothing is asked for them.
export async function loader(args: Route.LoaderArgs) {
  return staffOf(args).role === "admin" ? adminCards(args) : null;
}

/** "Back up now" (the backup card; admins only, as the API also checks). */
export async function action(args: Route.ActionArgs): Promise<Written<unknown>> {
  if (staffOf(args).role !== "admin") return { ok: false, error: adminMessages.notPermitted, status: 403 };
  return adminWrite(args, "/api/backups", { method: "POST" }, apiMessages.backupFailed);
}

export default function Dashboard() {
  const user = useAdminUser();
  const data = useLoaderData<typeof loader>();
  const cards = CARDS.filter((c) => c.roles.includes(user.role));
  const alerts = useOutletContext<AdminAlerts | null>();
  return (
    <>
      <AdminHeader title="Dashboard" />
      <MailWarning alerts={alerts} />
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <section key={card.title} className="flex flex-col card p-6" aria-labelledby={`card-${card.title.replace(/\s+/g, "-")}`}>
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
        {/* Admin-only cards, with what the loader read for them. */}
        {user.role === "admin" && data && (
          <>
            <NewEnquiriesCard counts={data.counts} />
            <CallbacksToday callbacks={data.callbacks} />
            <LeadsCard report={data.leads} />
            <BackupStatusCard status={data.backupStatus} archives={data.backups} />
          </>
        )}
      </div>
    </>
  );
}
