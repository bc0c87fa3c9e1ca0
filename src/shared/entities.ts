// The entity types the firm registers, each with the package that sells it. No zod here: the price box of
// every package card and page links to the calculator for its entity type, so this reaches the pages' first
// load, where the schemas (schemas/calculators.ts) must not.

/** The entity types the firm registers (its packages), in the calculator's order. */
export const INCORPORATION_ENTITIES = ["private-limited", "opc", "llp", "partnership", "proprietorship", "section-8"] as const;
export type IncorporationEntity = (typeof INCORPORATION_ENTITIES)[number];

/** Each entity type's name, the package whose price the calculator adds, and the service an enquiry names. */
export const incorporationEntities: Record<IncorporationEntity, { label: string; packageSlug: string; service: string }> = {
  "private-limited": { label: "Private limited company", packageSlug: "pvt-ltd-registration-delhi", service: "Private Limited Company" },
  opc: { label: "One person company", packageSlug: "opc-registration-delhi", service: "One Person Company" },
  llp: { label: "Limited liability partnership", packageSlug: "llp-registration-delhi", service: "Limited Liability Partnership" },
  partnership: { label: "Partnership firm", packageSlug: "partnership-registration-delhi", service: "Partnership Firm" },
  proprietorship: { label: "Sole proprietorship", packageSlug: "sole-proprietorship-registration-delhi", service: "Sole Proprietorship" },
  "section-8": { label: "NGO / Section 8 company", packageSlug: "ngo-section-8-registration-delhi", service: "NGO / Section 8 Company" },
};

/** Whether a value (from an address or a form) is one of the entity types. */
export const isIncorporationEntity = (value: string): value is IncorporationEntity => (INCORPORATION_ENTITIES as readonly string[]).includes(value);

/** The calculator's entity type of a package, by the package's slug (for the package cards' link to it). */
export const entityOfPackage = (slug: string): IncorporationEntity | undefined => INCORPORATION_ENTITIES.find((e) => incorporationEntities[e].packageSlug === slug);
