import { Page } from "../components/page";

export const meta = () => [{ title: "About Us | Company Registration Delhi" }];

export default function Screen() {
  return <Page title="About Us" />;
}
