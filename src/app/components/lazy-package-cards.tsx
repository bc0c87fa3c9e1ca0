// The package cards further down the home, service and city pages, hydrated when it comes near the viewport
// (near-viewport.tsx).
import { nearViewportComponent } from "./near-viewport";

const onServer = import.meta.env.SSR ? (await import("./package-cards")).PackageCards : undefined;
export const LazyPackageCards = nearViewportComponent("package-cards", onServer, () => import("./package-cards").then((m) => m.PackageCards), { placeholderHeight: 900 });
