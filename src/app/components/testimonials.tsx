// Testimonials: published client quotes, on the home page and the service pages they are
// tagged with. Plain quotes with no rating or review markup (Google ignores a business's own reviews).
import type { PublicTestimonial } from "../../shared/schemas/testimonial";
import { m } from "../../shared/i18n";
import { useLocale } from "../lib/locale";
import { Section } from "./section";

export function TestimonialsSection({ items, title }: { items: PublicTestimonial[]; title?: string }) {
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <Section id="testimonials" title={title ?? m.section_testimonials_heading({}, { locale })}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((t) => (
          <li key={t.id}>
            <figure className="flex h-full flex-col card p-6" data-testid="testimonial">
              <blockquote className="flex-1 leading-7 text-slate-700">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-ink">{t.name}</span>
                <span className="block text-muted">{[t.role, t.city].filter(Boolean).join(", ")}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
