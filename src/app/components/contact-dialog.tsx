// The contact form in a modal dialog: the Contact Us modal of every page and the home page's 'Get started
// now'. Loaded the first time one opens (lazy-contact-dialog.tsx), so no page carries its code at first.
import type { ComponentProps } from "react";
import { privacyLineIn } from "../../shared/privacy";
import { useLocale } from "../lib/locale";
import { ContactForm } from "./contact-form";
import { Dialog } from "./dialog";

type Props = Omit<ComponentProps<typeof ContactForm>, "privacy"> & {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line above the form. */
  intro?: string;
  /** Extra classes for the panel (width). */
  className?: string;
};

export function ContactDialog({ open, onClose, title, intro, className, ...form }: Props) {
  const locale = useLocale();
  return (
    <Dialog open={open} onClose={onClose} title={title} className={className}>
      {intro && <p className="mb-4 text-sm text-muted">{intro}</p>}
      {/* The privacy line's text is in this chunk, which loads with the dialog, not with the page. */}
      <ContactForm {...form} privacy={privacyLineIn(locale)} />
    </Dialog>
  );
}
