// Any unknown path: status 404, rendered by the site layout's error boundary.
import { data } from "react-router";

export function loader(): never {
  throw data("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
