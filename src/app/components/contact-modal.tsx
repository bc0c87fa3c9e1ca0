// The Contact Us modal (docs/product.md#states-and-transitions) and a context so any page can open it.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { countWhatsAppClicks, rememberVisit } from "../lib/visit";
import { LazyContactDialog, usePrefetchContactDialog } from "./lazy-contact-dialog";

type ContactModal = { openContact: (service?: string) => void };

const ContactModalContext = createContext<ContactModal>({ openContact: () => undefined });
export const useContactModal = () => useContext(ContactModalContext);

export function ContactModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [service, setService] = useState<string | undefined>();
  // The provider wraps every public page: remember the UTM parameters of the landing page for the enquiry.
  useEffect(rememberVisit, []);
  useEffect(countWhatsAppClicks, []);
  usePrefetchContactDialog();
  return (
    <ContactModalContext.Provider
      value={{
        openContact: (s) => {
          setService(s);
          setOpen(true);
        },
      }}
    >
      {children}
      <LazyContactDialog open={open} onClose={() => setOpen(false)} title="Contact Us" source="contact-modal" service={service} autoFocus />
    </ContactModalContext.Provider>
  );
}
