import { Page } from "../components/page";

export const meta = () => [{ title: "Sitemap | Company Registration Delhi" }];

export default function Screen() {
  return <Page title="Sitemap" />;
}
