import { Page } from "../components/page";

export const meta = () => [{ title: "Latest News | Company Registration Delhi" }];

export default function Screen() {
  return <Page title="Latest News" />;
}
