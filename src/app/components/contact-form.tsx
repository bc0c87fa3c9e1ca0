// The contact form (name, email, phone, message). The contact issue completes validation and submission.
type Props = { source: string; service?: string };

export function ContactForm({ source, service }: Props) {
  return (
    <form method="post" action="/contact-us" className="space-y-4">
      <input type="hidden" name="source" value={source} />
      {service && <input type="hidden" name="service" value={service} />}
      <div>
        <label className="field-label" htmlFor={`${source}-name`}>Name</label>
        <input className="field" id={`${source}-name`} name="name" required autoComplete="name" />
      </div>
      <div>
        <label className="field-label" htmlFor={`${source}-email`}>Email</label>
        <input className="field" id={`${source}-email`} name="email" type="email" required autoComplete="email" />
      </div>
      <div>
        <label className="field-label" htmlFor={`${source}-phone`}>Phone</label>
        <input className="field" id={`${source}-phone`} name="phone" type="tel" pattern="[0-9]{10}" required autoComplete="tel-national" />
      </div>
      <div>
        <label className="field-label" htmlFor={`${source}-message`}>Message</label>
        <textarea className="field min-h-28" id={`${source}-message`} name="message" required />
      </div>
      <button type="submit" className="btn-primary w-full">Submit</button>
    </form>
  );
}
