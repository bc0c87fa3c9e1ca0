// The home page's 'Get started now' enquiry dialog: name, phone, email, the service wanted, city and a
// short message; same rules, endpoint and messages as the contact form (source 'home-dialog').
import { LazyContactDialog } from "./lazy-contact-dialog";
import { useFrameWords } from "../lib/site-data";

/** `services`: the titles of the six packages (docs/product.md#who-uses-it) and the other services, from the page's loader. */
export function EnquiryDialog({ open, onClose, services }: { open: boolean; onClose: () => void; services: string[] }) {
  // The firm's one response promise, as every form and page states it (from the layout's words: this dialog's
  // opener is in the home page's first JavaScript).
  const within = useFrameWords().within;
  return (
    <LazyContactDialog
      open={open}
      onClose={onClose}
      title="Get started now"
      className="max-w-xl"
      intro={`Tell us what you need and an expert will call you back within ${within}.`}
      source="home-dialog"
      variant="enquiry"
      services={services}
      autoFocus
    />
  );
}
