// The home page's 'Get started now' enquiry dialog: name, phone, email, the service wanted, city and a
// short message; same rules, endpoint and messages as the contact form (source 'home-dialog').
import { Dialog } from "./dialog";
import { LazyContactForm } from "./lazy-contact-form";

export function EnquiryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Get started now" className="max-w-xl">
      <p className="mb-4 text-sm text-muted">Tell us what you need and an expert will call you back within one working day.</p>
      <LazyContactForm source="home-dialog" variant="enquiry" autoFocus />
    </Dialog>
  );
}
