// The incorporation-cost calculator's first table: for each of India's 28 states and 8 union territories
// and each entity type the firm registers, the government fee and the stamp duty, with where the figure comes
// from and when it was compiled. They are indicative (a company with ₹1 lakh authorised capital, an LLP or a
// partnership with ₹1 lakh contribution) and staff correct them at /admin/calculators; a fresh install starts
// with them so that no visitor's state is missing from the calculator.
import type { IncorporationEntity } from "../../shared/entities";

/** When these figures were compiled; each row carries it so a corrected row shows its own date. */
export const FEES_COMPILED_ON = "2026-11-27";

/**
 * Stamp duty in rupees: [company MoA and AoA (private limited, OPC, Section 8), LLP agreement, partnership deed].
 * The five states of the first seed keep their figures.
 */
const STAMP_DUTY: Record<string, [company: number, llp: number, partnership: number]> = {
  "Andhra Pradesh": [1_500, 1_000, 500],
  "Arunachal Pradesh": [500, 500, 200],
  Assam: [515, 500, 200],
  Bihar: [1_500, 1_000, 200],
  Chhattisgarh: [1_500, 1_000, 500],
  Goa: [1_150, 500, 500],
  Gujarat: [1_100, 1_000, 500],
  Haryana: [360, 1_000, 500],
  "Himachal Pradesh": [160, 500, 200],
  Jharkhand: [168, 500, 200],
  Karnataka: [1_500, 1_000, 1_000],
  Kerala: [3_025, 2_000, 1_000],
  "Madhya Pradesh": [5_000, 1_000, 500],
  Maharashtra: [1_200, 500, 500],
  Manipur: [250, 300, 200],
  Meghalaya: [400, 300, 200],
  Mizoram: [250, 300, 200],
  Nagaland: [250, 300, 200],
  Odisha: [600, 500, 200],
  Punjab: [10_000, 1_000, 500],
  Rajasthan: [1_000, 1_000, 500],
  Sikkim: [250, 300, 200],
  "Tamil Nadu": [500, 300, 300],
  Telangana: [1_500, 1_000, 500],
  Tripura: [250, 300, 200],
  "Uttar Pradesh": [1_000, 750, 750],
  Uttarakhand: [600, 500, 500],
  "West Bengal": [360, 500, 200],
  "Andaman and Nicobar Islands": [500, 500, 200],
  Chandigarh: [1_500, 1_000, 500],
  "Dadra and Nagar Haveli and Daman and Diu": [1_150, 500, 200],
  Delhi: [1_200, 1_000, 200],
  "Jammu and Kashmir": [450, 500, 200],
  Ladakh: [450, 500, 200],
  Lakshadweep: [500, 500, 200],
  Puducherry: [500, 500, 200],
};

/** Government fees in rupees, the same in every state (the MCA's and the registrar's fees; none for a proprietorship). */
const GOVERNMENT_FEE: Record<IncorporationEntity, number> = {
  "private-limited": 1_131,
  opc: 1_131,
  llp: 1_681,
  partnership: 500,
  proprietorship: 0,
  "section-8": 1_131,
};

const SOURCE: Record<IncorporationEntity, (state: string) => string> = {
  "private-limited": (s) => `${s} stamp duty on the MoA and AoA, ₹1 lakh authorised capital, as charged in SPICe+ (indicative); MCA fees`,
  opc: (s) => `${s} stamp duty on the MoA and AoA, ₹1 lakh authorised capital, as charged in SPICe+ (indicative); MCA fees`,
  "section-8": (s) => `${s} stamp duty on the MoA and AoA as charged in SPICe+ (indicative); MCA fees with the Section 8 licence`,
  llp: (s) => `${s} stamp duty on the LLP agreement, ₹1 lakh contribution (indicative); MCA FiLLiP and Form 3 fees`,
  partnership: (s) => `${s} stamp duty on the partnership deed, ₹1 lakh capital (indicative); Registrar of Firms fee`,
  proprietorship: () => "No incorporation document is stamped and no government fee is due for a proprietorship",
};

export type SeedFee = { entity: IncorporationEntity; state: string; governmentFee: number; stampDuty: number; source: string; asOf: string };

/** Every state and union territory, with every entity type the firm registers. */
export function incorporationFeeSeed(): SeedFee[] {
  return Object.entries(STAMP_DUTY).flatMap(([state, [company, llp, partnership]]) => {
    const duty: Record<IncorporationEntity, number> = {
      "private-limited": company,
      opc: company,
      "section-8": company,
      llp,
      partnership,
      proprietorship: 0,
    };
    return (Object.keys(duty) as IncorporationEntity[]).map((entity) => ({
      entity,
      state,
      governmentFee: GOVERNMENT_FEE[entity],
      stampDuty: duty[entity],
      source: SOURCE[entity](state),
      asOf: FEES_COMPILED_ON,
    }));
  });
}

/** India's states and union territories, as the calculator lists them. */
export const INDIAN_STATES_AND_UTS = Object.keys(STAMP_DUTY);
