// The contact dialogs (contact-dialog.tsx) load their code, the dialog and the form, when one is first
// opened, and in the background soon after the page loads, so opening one is usually instant.
import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import type { ContactDialog as Dialog } from "./contact-dialog";

const load = () => import("./contact-dialog");
const ContactDialog = lazy(() => load().then((m) => ({ default: m.ContactDialog })));

/** Warms the dialogs' chunk once the page is idle. */
export function usePrefetchContactDialog() {
  useEffect(() => {
    const id = setTimeout(() => void load(), 2000);
    return () => clearTimeout(id);
  }, []);
}

/** Mounted from the first time it opens (it then stays, so closing it returns focus as usual). */
export function LazyContactDialog(props: ComponentProps<typeof Dialog>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ContactDialog {...props} />
    </Suspense>
  );
}
