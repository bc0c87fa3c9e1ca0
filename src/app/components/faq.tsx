// Frequently asked questions as disclosure widgets, with their FAQPage structured data.
import type { Faq } from "../copy/types";
import { m } from "../../shared/i18n";
import { useLocale } from "../lib/locale";
import { faqLd } from "../lib/structured-data";
import { JsonLd } from "./json-ld";
import { Section } from "./section";

export function FaqSection({ faqs, title }: { faqs: Faq[]; title?: string }) {
  const locale = useLocale();
  return (
    <Section id="faq" title={title ?? m.section_faq_heading({}, { locale })}>
      <div className="divide-y divide-slate-200 card">
        {faqs.map((f) => (
          <details key={f.question} className="group px-5 py-4 sm:px-6">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
              {f.question}
              <span aria-hidden="true" className="mt-0.5 text-xl leading-none text-brand-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 leading-7 text-slate-700">{f.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd data={faqLd(faqs)} />
    </Section>
  );
}
