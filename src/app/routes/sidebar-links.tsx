// SPEC 2.1 lists a public sidebar-links manager; DESIGN 6 keeps management in the admin area.
import { redirect } from "react-router";

export function loader() {
  return redirect("/admin/sidebar-links", 301);
}
