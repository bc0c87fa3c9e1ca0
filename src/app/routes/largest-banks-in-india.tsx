import { Page } from "../components/page";

export const meta = () => [{ title: "Largest Banks in India | Company Registration Delhi" }];

export default function Screen() {
  return <Page title="Largest Banks in India" />;
}
