import { Link } from "react-router";
import { layoutMessages as messages } from "../../shared/layout-messages";

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 page-title">{messages.pageNotFoundTitle}</h1>
      <p className="mt-4 text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="mt-8 btn-primary">
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
      <Link to="/" className="mt-8 btn-primary">
        Go to the home page
      </Link>
    </section>
  );
}
