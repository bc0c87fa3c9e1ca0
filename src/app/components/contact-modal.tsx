// The Contact Us modal (docs/product.md#states-and-transitions) and a context so any page can open it; and
// ContactLink, the one way a page offers it: a link to /contact-us carrying what the enquiry is about, which
// opens the modal instead once JavaScript runs, so every call to action works without it.
import { createContext, useContext, useEffect, useState, type MouseEvent, type ReactNode } from "react";
import { aboutTitle, contactHref, type EnquiryAbout } from "../lib/enquiry-about";
import { LazyContactDialog, usePrefetchContactDialog } from "./lazy-contact-dialog";
import { useLocale } from "../lib/locale";
import { useFrameWords } from "../lib/site-data";
import { frameHref } from "../lib/page-versions";

type ContactModal = { openContact: (about?: EnquiryAbout) => void };

const ContactModalContext = createContext<ContactModal>({ openContact: () => undefined });
export const useContactModal = () => useContext(ContactModalContext);

export function ContactModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [about, setAbout] = useState<EnquiryAbout>({});
  // A new key per opening: the form starts empty and names what this opening is about.
  const [opening, setOpening] = useState(0);
  // The provider wraps every public page: remember the landing page's address, referrer and UTM parameters for
  // the enquiry, and count WhatsApp clicks. Their code loads after hydration (not in the first-load budget); the
  // address is taken now, so a quick first navigation does not change what is remembered.
  useEffect(() => {
    const { pathname, search, host } = window.location;
    let live = true;
    let stop: (() => void) | undefined;
    void import("../lib/visit").then((visit) => {
      if (!live) return;
      visit.rememberVisit({ pathname, search, host });
      stop = visit.countWhatsAppClicks();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  usePrefetchContactDialog();
  const words = useFrameWords();
  return (
    <ContactModalContext.Provider
      value={{
        openContact: (a = {}) => {
          setAbout(a);
          setOpening((n) => n + 1);
          setOpen(true);
        },
      }}
    >
      {children}
      <LazyContactDialog key={opening} open={open} onClose={() => setOpen(false)} title={aboutTitle(about) ?? words.contactUs} source="contact-modal" about={about} autoFocus />
    </ContactModalContext.Provider>
  );
}

type LinkProps = { about?: EnquiryAbout; className?: string; children: ReactNode; "aria-describedby"?: string; onOpen?: () => void };

/** A plain click opens the modal; a modified click (new tab) and a visit without JavaScript go to the page. */
export function ContactLink({ about = {}, className, children, onOpen, ...rest }: LinkProps) {
  const { openContact } = useContactModal();
  const locale = useLocale();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen?.();
    openContact(about);
  };
  return (
    <a href={frameHref(contactHref(about), locale)} className={className} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
