import { Page } from "../components/page";

export const meta = () => [{ title: "Careers | Company Registration Delhi" }];

export default function Screen() {
  return <Page title="Careers" />;
}
