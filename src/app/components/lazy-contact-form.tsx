// The contact form for dialogs, loaded when a dialog first opens (and fetched in the background
// soon after the page loads), so the form's code is not part of every page's first-load JavaScript.
import { lazy, Suspense, useEffect, type ComponentProps } from "react";
import type { ContactForm as Form } from "./contact-form";
import { messages } from "../../shared/messages";

const load = () => import("./contact-form");
const ContactForm = lazy(() => load().then((m) => ({ default: m.ContactForm })));

/** Warms the form's chunk once the page is idle, so opening a dialog is instant. */
export function usePrefetchContactForm() {
  useEffect(() => {
    const id = setTimeout(() => void load(), 2000);
    return () => clearTimeout(id);
  }, []);
}

export function LazyContactForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={<p role="status" className="py-8 text-center text-sm text-muted">{messages.loading}</p>}>
      <ContactForm {...props} />
    </Suspense>
  );
}
