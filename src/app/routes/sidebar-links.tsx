// SPEC 2.1 lists a public sidebar-links manager; DESIGN 6 keeps management in the admin area.
import { redirect } from "react-router";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache, issue 17). */
export const headers = cachedPage();

export function loader() {
  return redirect("/admin/sidebar-links", 301);
}
