import { Page } from "../components/page";

export const meta = () => [{ title: "Offers | Company Registration Delhi" }];

export default function Screen() {
  return <Page title="Offers" />;
}
