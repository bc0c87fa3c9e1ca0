import { Page } from "../components/page";

export const meta = () => [{ title: "Privacy Policy | Company Registration Delhi" }];

export default function Screen() {
  return <Page title="Privacy Policy" />;
}
