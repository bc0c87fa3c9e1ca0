import { Page } from "../components/page";

export const meta = () => [{ title: "Resources and Guides | Company Registration Delhi" }];

export default function Screen() {
  return <Page title="Resources and Guides" />;
}
