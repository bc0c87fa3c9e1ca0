// Service packages and prices: stored records, admin-managed; visitors see published ones in the
// admin's order. Prices are whole rupees, positive, the original not below the price (packageInputSchema).
import { apiMessages } from "../../shared/api-messages";
import { packageInputSchema, type Package, type ServicePackage } from "../../shared/schemas/package";
import { Invalid } from "../errors";
import type { Storage } from "../storage";
import { createRecordService } from "./record-service";
import { VISITOR } from "./visibility";

const byOrder = (a: Package, b: Package) => a.order - b.order || a.title.localeCompare(b.title);

/** The fields the public site shows (no ids, status or who saved). */
export const publicPackage = (p: Package): ServicePackage => ({
  slug: p.slug,
  title: p.title,
  description: p.description,
  features: p.features,
  price: p.price,
  originalPrice: p.originalPrice,
  duration: p.duration,
  popular: p.popular,
  includes: p.includes,
  excludes: p.excludes,
  steps: p.steps,
  governmentFee: p.governmentFee,
  sac: p.sac,
  ...(p.hi ? { hi: p.hi } : {}),
});

export function createPackageService({ packages }: Pick<Storage, "packages">) {
  const base = createRecordService(packages, packageInputSchema, {
    notFound: apiMessages.packageNotFound,
    canSee: (viewer, p) => viewer.staff || p.status === "published",
    order: byOrder,
    // A new package goes last unless the admin chose its place; an update keeps its place unless moved.
    prepare: (input, old, all) => ({ ...input, order: input.order ?? old?.order ?? Math.max(-1, ...all().map((p) => p.order)) + 1 }),
    check: (input, id, all) => {
      if (all().some((p) => p.slug === input.slug && p.id !== id)) throw Invalid.field("slug", apiMessages.packageSlugTaken);
    },
  });

  return {
    ...base,
    /** What the public pages show: published packages in order. */
    listPublic(): ServicePackage[] {
      return base.visible(VISITOR).map(publicPackage);
    },
  };
}

export type PackageService = ReturnType<typeof createPackageService>;
