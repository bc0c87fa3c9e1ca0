// The Contact Us modal (SPEC 4) and a context so any page can open it.
import { createContext, useContext, useState, type ReactNode } from "react";
import { Dialog } from "./dialog";
import { ContactForm } from "./contact-form";

type ContactModal = { openContact: (service?: string) => void };
const ContactModalContext = createContext<ContactModal>({ openContact: () => undefined });
export const useContactModal = () => useContext(ContactModalContext);

export function ContactModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [service, setService] = useState<string | undefined>();
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
      <Dialog open={open} onClose={() => setOpen(false)} title="Contact Us">
        <ContactForm source="contact-modal" service={service} />
      </Dialog>
    </ContactModalContext.Provider>
  );
}
