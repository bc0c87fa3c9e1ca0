// /admin/latestnews and /admin/resources: one screen, two collections; editing in a dialog over the list.
import { formatShortDate } from "../../lib/format";
import { ContentListScreen, type ContentMessages, type Row } from "./content";
import { articleFields } from "./content-config";
import { StatusBadge } from "./ui";

type ArticleRow = Row & { title: string; hasBody: boolean; url: string };

export function ArticleAdminScreen({ title, endpoint, publicPath, noun, messages }: { title: string; endpoint: string; publicPath: string; noun: string; messages: ContentMessages }) {
  return (
    <ContentListScreen<ArticleRow>
      title={title}
      endpoint={endpoint}
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
