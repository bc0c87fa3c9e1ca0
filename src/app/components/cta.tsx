// The enquiry call to action at the foot of service, package and city pages and of every blog post.
import { Link } from "react-router";
import { telHref } from "../../shared/firm";
import { useFirm } from "../lib/site-data";
import { ContactLink } from "./contact-modal";
import { PhoneIcon } from "./icons";
import { WhatsAppButton } from "./whatsapp-button";

type Props = {
  title: string;
  text: string;
  /** The service the enquiry is about (pre-selected in the contact form). */
  service?: string;
  /** The city of a city page: the enquiry is about registering there. */
  city?: string;
  /** A page to read more on (the related package under a blog post). */
  link?: { href: string; label: string };
};

export function EnquiryCta({ title, text, service, city, link }: Props) {
  const phone = useFirm().phones[0];
  return (
    <section aria-labelledby="enquiry-cta-heading" className="section-gap rounded-3xl bg-brand-800 px-6 py-10 text-white sm:px-10">
      {/* Text and buttons side by side on wide pages; stacked when a link makes the buttons too many for that. */}
      <div className={`grid gap-6 ${link ? "" : "lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"}`}>
        <div>
          <h2 id="enquiry-cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 max-w-2xl leading-7 text-brand-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3" data-slot="cta-actions">
          <ContactLink about={city ? { city } : service ? { service } : {}} className="btn-accent px-5 py-3 text-base">
            Talk to an Expert
          </ContactLink>
          {phone && (
            <a href={telHref(phone)} className="btn border border-white/40 px-5 py-3 text-base text-white hover:bg-white/10">
              <PhoneIcon className="h-4 w-4" /> Call {phone}
            </a>
          )}
          {service && <WhatsAppButton service={service} className="px-5 py-3 text-base" />}
          {link && (
            <Link to={link.href} className="btn border border-white/40 px-5 py-3 text-base text-white hover:bg-white/10">
              {link.label}
            </Link>
          )}
        </div>
      </div>
      <p className="mt-6 text-sm text-brand-100">
        Prefer to write? Use our{" "}
        <Link to="/contact-us" className="font-semibold text-white underline underline-offset-2 hover:no-underline">
          contact page
        </Link>
        .
      </p>
    </section>
  );
}
