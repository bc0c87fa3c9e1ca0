// /admin/offers (SPEC 2.8): Main Heading, Sub Heading, Date, Status, Actions (edit, delete).
import { StatusBadge } from "../../components/admin/ui";
import { ContentListScreen, type Row } from "../../components/admin/content";
import { offerMessages } from "../../components/admin/content-config";
import { formatShortDate } from "../../lib/format";

export const meta = () => [{ title: "Offer Management | Admin" }];

type OfferRow = Row & { mainHeading: string; subHeading: string };

export default function AdminOffers() {
  return (
    <ContentListScreen<OfferRow>
      title="Offer Management"
      endpoint="/api/offers"
      messages={offerMessages}
      newLabel="New Offer"
      empty="No offers yet."
      label={(o) => o.mainHeading || "offer"}
      pages={{ newHref: "/admin/offers/new", editHref: (o) => `/admin/offers/edit/${encodeURIComponent(o.id)}` }}
      columns={[
        { head: "Main Heading", cell: (o) => <span className="font-medium">{o.mainHeading || "(no heading)"}</span> },
        { head: "Sub Heading", cell: (o) => o.subHeading },
        { head: "Date", cell: (o) => <span className="whitespace-nowrap">{formatShortDate(o.date)}</span> },
        { head: "Status", cell: (o) => <StatusBadge status={o.status} date={o.date} /> },
      ]}
    />
  );
}
