// The original site had a public sidebar-links manager; management stays in the admin area (docs/product.md#public-routes, #roles).
import { redirect } from "react-router";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

export function loader() {
  return redirect("/admin/sidebar-links", 301);
}
