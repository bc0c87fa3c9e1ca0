// /admin/latestnews ('Latest News Updated'): the news articles of the public /news page.
import { useLoaderData } from "react-router";
import { publishableAction, publishableListLoader } from "../../lib/admin-publishable";
import { ArticleListScreen, type ArticleRow } from "../../components/admin/article-list";
import { newsMessages } from "../../components/admin/publishable-config";
import { AdminLoading } from "../../components/admin/ui";

export const meta = () => [{ title: "Latest News Updated | Admin" }];

const ENDPOINT = "/api/news";

export const loader = (publishableListLoader<ArticleRow>(ENDPOINT, newsMessages, true));
export const action = publishableAction(ENDPOINT, newsMessages);

export default function AdminNews() {
  return (
    <ArticleListScreen title="Latest News Updated" endpoint={ENDPOINT} publicPath="/news" noun="News Item" messages={newsMessages} data={useLoaderData<typeof loader>()} />
  );
}
