import { useLocation } from "react-router";
import { Page } from "../components/page";

const names: Record<string, string> = {
  "/private-limited": "Private Limited Company Registration",
  "/llp": "LLP Registration",
  "/opc": "One Person Company Registration",
  "/partnership-firm": "Partnership Firm Registration",
};

export const meta = ({ location }: { location: { pathname: string } }) => [{ title: `${names[location.pathname] ?? "Service"} | Company Registration Delhi` }];

export default function Entity() {
  const { pathname } = useLocation();
  return <Page title={names[pathname] ?? "Service"} />;
}
