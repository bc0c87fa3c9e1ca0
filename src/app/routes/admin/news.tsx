// /admin/latestnews ('Latest News Updated'): the news articles of the public /news page.
import { useLoaderData } from "react-router";
import { publishableListLoader } from "../../lib/admin-publishable";
import { ArticleListScreen, type ArticleRow } from "../../components/admin/article-list";
import { articleFields, newsMessages, publishableFormAction } from "../../components/admin/publishable-config";

export const meta = () => [{ title: "Latest News Updated | Admin" }];

const ENDPOINT = "/api/news";

export const loader = publishableListLoader<ArticleRow>(ENDPOINT, newsMessages, true);
export const action = publishableFormAction(ENDPOINT, newsMessages, articleFields, "/admin/latestnews");

export default function AdminNews() {
  return <ArticleListScreen title="Latest News Updated" endpoint={ENDPOINT} publicPath="/news" noun="News Item" messages={newsMessages} data={useLoaderData<typeof loader>()} />;
}
