// A category or tag page: breadcrumb trail, heading, the admin's description, the post cards.
import type { TermArchive } from "../lib/term-archive";
import { BlogListPage } from "./blog-list";
import { Breadcrumbs } from "./breadcrumbs";

export function TermArchivePage({ data }: { data: TermArchive }) {
  const { kind, name, firmName, description, count, posts, page, totalPages, basePath } = data;
  const counted = `${count} ${count === 1 ? "article" : "articles"}`;
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: "Blog", path: "/blog" },
          { name: kind === "category" ? name : `Tag: ${name}`, path: basePath },
        ]}
      />
      <div className="mt-4">
        <BlogListPage
          title={kind === "category" ? name : `Articles tagged “${name}”`}
          intro={
            <>
              {description || (kind === "category" ? `${counted} in ${name}.` : `${counted} tagged ${name}.`)}
              {kind === "category" && (
                <>
                  {" "}
                  <a href={`${basePath}/rss.xml`} className="font-medium text-brand-700 hover:underline" type="application/rss+xml">
                    RSS feed
                    <span className="sr-only">
                      {" "}
                      of {name} on {firmName}
                    </span>
                  </a>
                </>
              )}
            </>
          }
          posts={posts}
          page={page}
          totalPages={totalPages}
          basePath={basePath}
        />
      </div>
    </>
  );
}
