import { Link } from "react-router";
import { messages } from "../../shared/messages";

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="page-title mt-2">{messages.pageNotFoundTitle}</h1>
      <p className="mt-4 text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn-primary mt-8">
        Go to the home page
      </Link>
    </section>
  );
}

export function ErrorPage() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="page-title">{messages.errorPageTitle}</h1>
      <p className="mt-4 text-muted">Please try again in a moment.</p>
      <Link to="/" className="btn-primary mt-8">
        Go to the home page
      </Link>
    </section>
  );
}
