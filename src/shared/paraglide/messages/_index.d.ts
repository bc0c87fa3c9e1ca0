export * from "./language_switch_label.js";
export * from "./page_city_link.js";
export * from "./page_see_included.js";
export type LocalizedString = import("../runtime.js").LocalizedString;
