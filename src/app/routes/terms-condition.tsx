import { Page } from "../components/page";

export const meta = () => [{ title: "Terms and Conditions | Company Registration Delhi" }];

export default function Screen() {
  return <Page title="Terms and Conditions" />;
}
