// Service package pages /private-limited, /llp, /opc, /partnership-firm (docs/product.md#service-package-pages): one template, content by path.
import { data, useLoaderData } from "react-router";
import type { MetaDescriptor } from "react-router";
import { LazyEnquiryCta } from "../components/lazy-cta";
import { LazyFaqSection } from "../components/lazy-faq";
import { FeaturedBlogs, toFeatured } from "../components/featured-blogs";
import { JsonLd } from "../components/json-ld";
import { CheckList, PageHeader, Paragraphs, StepList } from "../components/marketing";
import { Section } from "../components/section";
import { LazyPackageCards } from "../components/lazy-package-cards";
import { LazyPriceBox } from "../components/lazy-price-box";
import { LazyTestimonialsSection } from "../components/lazy-testimonials";
import { ContactLink } from "../components/contact-modal";
import { findEntity, nameInSentence } from "../lib/landing";
import { marketingMeta, useSiteUrl } from "../lib/page-meta";
import { packageService, serviceLd } from "../lib/structured-data";
import type { Route } from "./+types/entity";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

export function loader({ url, context }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/+$/, "");
  const packages = context.reads.packages.list();
  const found = findEntity(path, packages);
  if (!found) throw data(null, { status: 404 });
  // Tagged with this page or with its package's page: the same service.
  const testimonials = context.reads.testimonials.forPage({ services: [found.page.path.replace(/^\//, ""), ...(found.pkg ? [found.pkg.slug] : [])] });
  // The price box's breakdown, worked out here (the calculator's quote) so its arithmetic stays out of the page's JavaScript.
  const quote = found.pkg ? context.reads.calculators.quote(found.pkg.slug) : null;
  return { ...found, quote, sentenceName: nameInSentence(found.page.name), featured: featuredPosts(context), testimonials, cardPackages: packages };
}

/** The featured posts; a failure is logged and the block says it has none (no browser fetch: the loader's data is the data). */
function featuredPosts(context: Route.LoaderArgs["context"]) {
  try {
    return context.reads.blogs.featured().map(toFeatured);
  } catch (err) {
    context.log.error({ err }, "[entity] featured posts failed");
    return [];
  }
}

export function meta({ data, matches }: Route.MetaArgs): MetaDescriptor[] {
  return data ? marketingMeta(matches, { title: data.page.metaTitle, description: data.page.metaDescription, path: data.page.path }) : [];
}

export default function Entity() {
  const { page, pkg, quote, featured, sentenceName, testimonials, cardPackages } = useLoaderData<typeof loader>();
  const siteUrl = useSiteUrl();
  const [lead, ...intro] = page.intro;
  return (
    <div>
      <PageHeader
        trail={[{ name: page.name, path: page.path }]}
        eyebrow="Business registration"
        title={page.title}
        lead={<p>{lead}</p>}
        aside={
          pkg &&
          quote && (
            <LazyPriceBox
              price={pkg.price}
              originalPrice={pkg.originalPrice}
              duration={pkg.duration}
              slug={pkg.slug}
              quote={quote}
              href={`/${pkg.slug}`}
              linkLabel="See what is included"
            />
          )
        }
      >
        <a href="#packages" className="btn-primary px-5 py-3 text-base">
          Compare packages
        </a>
        <ContactLink about={{ service: page.serviceName }} className="btn-outline px-5 py-3 text-base">
          Talk to an Expert
        </ContactLink>
      </PageHeader>

      <Section id="about" title={`What is a ${page.name}?`}>
        <Paragraphs items={intro} className="max-w-3xl" />
      </Section>

      <div className="grid gap-x-10 lg:grid-cols-2">
        <Section id="benefits" title="Benefits">
          <CheckList items={page.benefits} />
        </Section>
        <Section id="eligibility" title="Eligibility and Requirements">
          <CheckList items={page.eligibility} />
        </Section>
      </div>

      <Section
        id="packages"
        title="Our Registration Packages"
        intro="Choose the structure that fits your business. Every package has a fixed professional fee; government fees and GST are shown separately."
        className="scroll-mt-24"
      >
        <LazyPackageCards items={cardPackages} />
      </Section>

      <Section id="documents" title="Documents Required">
        <div className="card p-6 sm:p-8">
          <CheckList items={page.documents} columns={2} />
        </div>
      </Section>

      <Section id="process" title={`How We Register Your ${page.name}`}>
        <StepList steps={page.steps} />
      </Section>

      {testimonials.length > 0 && <LazyTestimonialsSection items={testimonials} />}

      <LazyFaqSection faqs={page.faqs} />

      <FeaturedBlogs posts={featured} />

      <LazyEnquiryCta
        title={`Ready to register your ${sentenceName}?`}
        text="Talk to our team about your plans. We will confirm the right structure, the documents we need and the total cost before you commit."
        service={page.serviceName}
      />

      <JsonLd data={serviceLd(siteUrl, pkg ? packageService(pkg, page.path, page.serviceName) : { name: page.serviceName, description: page.metaDescription, path: page.path })} />
    </div>
  );
}
