// /admin/latestnews and /admin/resources: one screen for the two article collections (news, resources);
// editing in a dialog over the list.
import { formatShortDate } from "../../lib/format";
import type { Loaded } from "../../lib/admin-data";
import type { PublishableItem, PublishableMessages, PublishableRow } from "../../lib/admin-publishable";
import { articleFields } from "./publishable-config";
import { PublishableListScreen } from "./publishable-list";
import { StatusBadge } from "./ui";

export type ArticleRow = PublishableRow & { title: string; hasBody: boolean; url: string };

export function ArticleListScreen({
  title,
  endpoint,
  publicPath,
  noun,
  messages,
  data,
}: {
  title: string;
  endpoint: string;
  publicPath: string;
  noun: string;
  messages: PublishableMessages;
  data: { list: Loaded<ArticleRow[]>; item: Loaded<PublishableItem> | null };
}) {
  return (
    <PublishableListScreen<ArticleRow>
      title={title}
      endpoint={endpoint}
      data={data}
      messages={messages}
      newLabel={`Add ${noun}`}
      empty={`No ${noun.toLowerCase()}s yet.`}
      label={(a) => a.title}
      dialog={{ fields: articleFields, createTitle: `Add ${noun}`, editTitle: `Edit ${noun}`, createLabel: "Save", editLabel: "Save" }}
      columns={[
        {
          head: "Title",
          cell: (a) =>
            a.hasBody && a.status === "published" ? (
              <a href={`${publicPath}/${a.id}`} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 hover:underline">
                {a.title}
              </a>
            ) : (
              <span className="font-medium">{a.title}</span>
            ),
        },
        { head: "Date", cell: (a) => <span className="whitespace-nowrap">{formatShortDate(a.date)}</span> },
        { head: "Page", cell: (a) => (a.hasBody ? "Own page" : a.url ? "Link only" : "Summary only") },
        { head: "Status", cell: (a) => <StatusBadge status={a.status} date={a.date} /> },
      ]}
    />
  );
}
