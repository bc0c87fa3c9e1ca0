// /admin/latestnews ('Latest News Updated'): the news items of the public /news page.
import { ArticleAdminScreen } from "../../components/admin/article-admin";
import { newsMessages } from "../../components/admin/content-config";

export const meta = () => [{ title: "Latest News Updated | Admin" }];

export default function AdminLatestNews() {
  return <ArticleAdminScreen title="Latest News Updated" endpoint="/api/news" publicPath="/news" noun="News Item" messages={newsMessages} />;
}
