import { data } from "react-router";

export function loader(): never {
  throw data("Not found", { status: 404 });
}

export default function Screen() {
  return null;
}
