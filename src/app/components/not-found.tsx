// The error page of the public layout, and the 404 page loaded like the sections far down a page
// (near-viewport.tsx): in the server's HTML at once, its code only when needed.
import { Link } from "react-router";
import { useFrameWords } from "../lib/site-data";
import { nearViewportComponent } from "./near-viewport";

const onServer = import.meta.env.SSR ? (await import("./not-found-page")).NotFoundPage : undefined;
export const NotFoundPage = nearViewportComponent("not-found", onServer, () => import("./not-found-page").then((m) => m.NotFoundPage), {
  placeholderHeight: 700,
  keepServerMarkup: true,
});

export function ErrorPage() {
  const words = useFrameWords();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="page-title">{words.errorTitle}</h1>
      <p className="mt-4 text-muted">{words.errorText}</p>
      <Link to="/" className="mt-8 btn-primary">
        {words.goHome}
      </Link>
    </section>
  );
}
