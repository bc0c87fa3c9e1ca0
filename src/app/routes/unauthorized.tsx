import { Page } from "../components/page";

export const meta = () => [{ title: "Unauthorized | Company Registration Delhi" }];

export default function Screen() {
  return <Page title="Unauthorized" />;
}
