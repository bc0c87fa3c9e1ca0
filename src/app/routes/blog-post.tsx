import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/blog-post";

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data?.post.title ?? "Blog"} | Company Registration Delhi` }];

export function loader({ context, params }: Route.LoaderArgs) {
  const post = context.reads.blogs.byExcerpt(params.excerpt);
  if (!post) throw data("Not found", { status: 404 });
  return { post };
}

export default function BlogPost() {
  const { post } = useLoaderData<typeof loader>();
  return (
    <article>
      <h1 className="page-title">{post.title}</h1>
      <div className="prose mt-6 max-w-none" dangerouslySetInnerHTML={{ __html: post.content }} />
    </article>
  );
}
