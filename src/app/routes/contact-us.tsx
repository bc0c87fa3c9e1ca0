import { Page } from "../components/page";

export const meta = () => [{ title: "Contact Us | Company Registration Delhi" }];

export default function Screen() {
  return <Page title="Contact Us" />;
}
