// /admin/resources ('Resource and Guides'): the guide articles of the public /resources page.
import { useLoaderData } from "react-router";
import { publishableListLoader } from "../../lib/admin-publishable";
import { ArticleListScreen, type ArticleRow } from "../../components/admin/article-list";
import { articleFields, publishableFormAction, resourceMessages } from "../../components/admin/publishable-config";

export const meta = () => [{ title: "Resource and Guides | Admin" }];

const ENDPOINT = "/api/resources";

export const loader = publishableListLoader<ArticleRow>(ENDPOINT, resourceMessages, true);
export const action = publishableFormAction(ENDPOINT, resourceMessages, articleFields, "/admin/resources");

export default function AdminResources() {
  return (
    <ArticleListScreen title="Resource and Guides" endpoint={ENDPOINT} publicPath="/resources" noun="Resource" messages={resourceMessages} data={useLoaderData<typeof loader>()} />
  );
}
