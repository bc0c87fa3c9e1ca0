import { Link } from "react-router";
import { messages } from "../../shared/messages";
import { Page } from "../components/page";
import { firmNameOf, withFirmName } from "../lib/page-meta";
import type { Route } from "./+types/unauthorized";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: withFirmName("Unauthorized", firmNameOf(matches)) }, { name: "robots", content: "noindex" }];
}

export default function Screen() {
  return (
    <Page title="Unauthorized" intro={messages.unauthorized}>
      <div className="flex flex-wrap gap-3">
        <Link to="/" className="btn-primary">
          Go to the home page
        </Link>
        <Link to="/admin/login" className="btn-outline">
          Log in with another account
        </Link>
      </div>
    </Page>
  );
}
