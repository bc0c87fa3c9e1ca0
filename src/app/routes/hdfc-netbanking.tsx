import { Page } from "../components/page";

export const meta = () => [{ title: "HDFC NetBanking | Company Registration Delhi" }];

export default function Screen() {
  return <Page title="HDFC NetBanking" />;
}
