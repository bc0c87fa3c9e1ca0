import { Page } from "../components/page";

export const meta = () => [{ title: "Under Maintenance | Company Registration Delhi" }];

export default function Screen() {
  return <Page title="Under Maintenance" />;
}
