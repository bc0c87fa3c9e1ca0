// /admin/offers (docs/product.md): Main Heading, Sub Heading, Date, Status, Actions (edit, delete).
import { useLoaderData } from "react-router";
import { hasEnded } from "../../../shared/schemas/offer";
import { publishableListLoader, type PublishableRow } from "../../lib/admin-publishable";
import { offerFields, offerMessages, publishableFormAction } from "../../components/admin/publishable-config";
import { PublishableListScreen } from "../../components/admin/publishable-list";
import { StatusBadge } from "../../components/admin/ui";
import { formatShortDate } from "../../lib/format";

export const meta = () => [{ title: "Offer Management | Admin" }];

type OfferRow = PublishableRow & { mainHeading: string; subHeading: string; validUntil?: string };

const ENDPOINT = "/api/offers";

export const loader = publishableListLoader<OfferRow>(ENDPOINT, offerMessages);
// Deletes (with JavaScript, or the confirmation's form without it); the saves post to the editor pages.
export const action = publishableFormAction(ENDPOINT, offerMessages, offerFields, "/admin/offers");

export default function AdminOffers() {
  return (
    <PublishableListScreen<OfferRow>
      title="Offer Management"
      endpoint={ENDPOINT}
      data={useLoaderData<typeof loader>()}
      messages={offerMessages}
      newLabel="New Offer"
      empty="No offers yet."
      label={(o) => o.mainHeading || "offer"}
      pages={{ newHref: "/admin/offers/new", editHref: (o) => `/admin/offers/edit/${encodeURIComponent(o.id)}` }}
      columns={[
        { head: "Main Heading", cell: (o) => <span className="font-medium">{o.mainHeading || "(no heading)"}</span> },
        { head: "Sub Heading", cell: (o) => o.subHeading },
        { head: "Date", cell: (o) => <span className="whitespace-nowrap">{formatShortDate(o.date)}</span> },
        { head: "Ends", cell: (o) => <span className="whitespace-nowrap">{o.validUntil ? formatShortDate(o.validUntil) : "No end date"}</span> },
        {
          head: "Status",
          cell: (o) => (
            <span className="flex flex-wrap gap-1">
              <StatusBadge status={o.status} date={o.date} />
              {hasEnded(o) && <span className="inline-flex rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">Ended</span>}
            </span>
          ),
        },
      ]}
    />
  );
}
