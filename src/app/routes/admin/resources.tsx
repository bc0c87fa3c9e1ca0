// /admin/resources ('Resource and Guides'): the guides of the public /resources page.
import { ArticleAdminScreen } from "../../components/admin/article-admin";
import { resourceMessages } from "../../components/admin/content-config";

export const meta = () => [{ title: "Resource and Guides | Admin" }];

export default function AdminResources() {
  return <ArticleAdminScreen title="Resource and Guides" endpoint="/api/resources" publicPath="/resources" noun="Resource" messages={resourceMessages} />;
}
