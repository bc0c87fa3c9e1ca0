// /admin/offers/new and /admin/offers/edit/{id}: 'Create New Offer' / 'Edit Offer'; back to the list after saving.
import { useLoaderData } from "react-router";
import { publishableAction, publishableItemLoader } from "../../lib/admin-publishable";
import { offerEditor, offerMessages } from "../../components/admin/publishable-config";
import { PublishableEditorPage } from "../../components/admin/publishable-editor";
import { AdminLoading } from "../../components/admin/ui";
import type { Route } from "./+types/offer-editor";

export const meta = () => [{ title: "Offer Editor | Admin" }];

const ENDPOINT = "/api/offers";

export const loader = (publishableItemLoader(ENDPOINT, offerMessages));
export const action = publishableAction(ENDPOINT, offerMessages);

export default function OfferEditor({ params }: Route.ComponentProps) {
  const id = "id" in params ? params.id : undefined;
  const loaded = useLoaderData<typeof loader>();
  // key: a fresh form when moving between "new" and an existing offer.
  return <PublishableEditorPage key={id ?? "new"} endpoint={ENDPOINT} id={id} loaded={loaded} listHref="/admin/offers" editor={offerEditor} messages={offerMessages} />;
}
