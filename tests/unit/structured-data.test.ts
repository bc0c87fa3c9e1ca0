// The structured-data builders: the firm as AccountingService and LegalService naming its team,
// a team member as a Person with qualifications and memberships (memberOf), FAQPage only from the questions a page shows.
import { describe, expect, it } from "vitest";
import { faqLd, FIRM_TYPES, organizationLd, personId, personLd } from "../../src/app/lib/structured-data";
import { site } from "../../src/shared/site";
import type { Author } from "../../src/shared/schemas/team-member";

const SITE = "https://example.in";
const priya: Author = {
  publicName: "CA Priya Mehta",
  slug: "ca-priya-mehta",
  title: "Chartered Accountant",
  bio: "Files incorporations and GST returns.",
  photo: "/uploads/priya.jpg",
  photoAlt: "Priya Mehta",
  qualifications: ["FCA"],
  memberships: [{ body: "ICAI", number: "512345" }],
  showOnTeam: true,
};

describe("structured data", () => {
  it("the firm is an AccountingService and a LegalService, never the deprecated ProfessionalService", () => {
    const ld = organizationLd(SITE, site);
    expect(ld["@type"]).toEqual(["AccountingService", "LegalService"]);
    expect(FIRM_TYPES).not.toContain("ProfessionalService");
    expect(JSON.stringify(ld)).not.toContain("ProfessionalService");
    expect(ld).not.toHaveProperty("employee");
  });

  it("the firm names its team as employees by their Person's @id, and its Google Business Profile as its map", () => {
    const ld = organizationLd(SITE, { ...site, googleBusinessProfile: "https://g.page/r/firm" }, [], [priya]);
    expect(ld.employee).toEqual([{ "@id": personId(SITE, "ca-priya-mehta") }]);
    expect(ld.hasMap).toBe("https://g.page/r/firm");
    // No self-serving review or rating markup.
    expect(JSON.stringify(ld)).not.toMatch(/Review|Rating/);
  });

  it("a team member is a Person with title, photo, bio, qualifications, memberships with their numbers and the firm as employer", () => {
    const ld = personLd(SITE, priya);
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      "@id": "https://example.in/author/ca-priya-mehta#person",
      name: "CA Priya Mehta",
      url: "https://example.in/author/ca-priya-mehta",
      jobTitle: "Chartered Accountant",
      description: "Files incorporations and GST returns.",
      image: "https://example.in/uploads/priya.jpg",
      hasCredential: [{ "@type": "EducationalOccupationalCredential", credentialCategory: "Qualification", name: "FCA" }],
      memberOf: [{ "@type": "ProgramMembership", name: "ICAI membership no. 512345", hostingOrganization: { "@type": "Organization", name: "ICAI" }, membershipNumber: "512345" }],
      worksFor: { "@id": "https://example.in/#organization" },
    });
    // Inside a BlogPosting: no @context; empty fields left out.
    const bare = personLd(SITE, { ...priya, title: "", bio: "", photo: "", qualifications: [], memberships: [] }, { context: false });
    expect(Object.keys(bare).sort()).toEqual(["@id", "@type", "name", "url", "worksFor"]);
  });

  it("FAQPage holds exactly the questions and answers given (the ones the page shows)", () => {
    const faqs = [
      { question: "How long does it take?", answer: "About ten days." },
      { question: "What is included?", answer: "The fee and the filings." },
    ];
    const ld = faqLd(faqs) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(ld.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(faqs.map((f) => [f.question, f.answer]));
  });
});
