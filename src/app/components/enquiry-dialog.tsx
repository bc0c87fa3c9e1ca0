// The home page's 'Get started now' enquiry dialog: name, phone, email, the service wanted, city and a
// short message; same rules, endpoint and messages as the contact form (source 'home-dialog').
import { Dialog } from "./dialog";
import { LazyContactForm } from "./lazy-contact-form";

/** `services`: the titles of the six packages (SPEC 1), from the page's loader. */
export function EnquiryDialog({ open, onClose, services }: { open: boolean; onClose: () => void; services: string[] }) {
  return (
    <Dialog open={open} onClose={onClose} title="Get started now" className="max-w-xl">
      <p className="mb-4 text-sm text-muted">Tell us what you need and an expert will call you back within one working day.</p>
      <LazyContactForm source="home-dialog" variant="enquiry" services={services} autoFocus />
    </Dialog>
  );
}
