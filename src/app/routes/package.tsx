import { Page } from "../components/page";

export const meta = () => [{ title: "Packages | Company Registration Delhi" }];

export default function Screen() {
  return <Page title="Packages" />;
}
