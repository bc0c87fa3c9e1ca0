// /admin/offers/new and /admin/offers/edit/{id}: 'Create New Offer' / 'Edit Offer'; back to the list after saving.
import { useParams } from "react-router";
import { ContentEditorPage } from "../../components/admin/content";
import { offerEditor, offerMessages } from "../../components/admin/content-config";

export const meta = () => [{ title: "Offer Editor | Admin" }];

export default function OfferEditor() {
  const { id } = useParams();
  // key: a fresh form when moving between "new" and an existing offer.
  return <ContentEditorPage key={id ?? "new"} endpoint="/api/offers" id={id} listHref="/admin/offers" editor={offerEditor} messages={offerMessages} />;
}
