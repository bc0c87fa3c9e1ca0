// /admin/offers/new and /admin/offers/edit/{id}: 'Create New Offer' / 'Edit Offer'; back to the list after saving
// (with JavaScript or without: the form posts to this route's action).
import { useLoaderData } from "react-router";
import { publishableItemLoader } from "../../lib/admin-publishable";
import { offerEditor, offerFields, offerMessages, publishableFormAction } from "../../components/admin/publishable-config";
import { PublishableEditorPage } from "../../components/admin/publishable-editor";
import type { Route } from "./+types/offer-editor";

export const meta = () => [{ title: "Offer Editor | Admin" }];

const ENDPOINT = "/api/offers";

export const loader = publishableItemLoader(ENDPOINT, offerMessages);
export const action = publishableFormAction(ENDPOINT, offerMessages, offerFields, "/admin/offers");

export default function OfferEditor({ params }: Route.ComponentProps) {
  const id = "id" in params ? params.id : undefined;
  const loaded = useLoaderData<typeof loader>();
  // key: a fresh form when moving between "new" and an existing offer.
  return <PublishableEditorPage key={id ?? "new"} endpoint={ENDPOINT} id={id} loaded={loaded} listHref="/admin/offers" editor={offerEditor} messages={offerMessages} />;
}
