// Dashboard warning (admins): enquiry e-mails are off (no mail server or no address for enquiries) or failing,
// in plain words, with what to do and a link to the Mail settings. Nothing is shown while e-mails work.
import { Link } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { MAIL_SETTINGS_HREF, mailMessages } from "../../../shared/mail-messages";
import type { AdminAlerts } from "../../lib/admin-alerts";

export function MailWarning({ alerts }: { alerts: AdminAlerts | null }) {
  if (!alerts) return null;
  const { enabled, waitingForRetry, gaveUp } = alerts.mail;
  const failing = enabled && waitingForRetry + gaveUp > 0;
  if (enabled && !failing) return null;
  const title = enabled ? adminMessages.mailFailingTitle : adminMessages.mailOffTitle;
  return (
    <section role="alert" aria-labelledby="mail-warning-title" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950" data-testid="mail-warning">
      <h2 id="mail-warning-title" className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-2">{enabled ? adminMessages.mailFailingText(waitingForRetry, gaveUp) : adminMessages.mailOffText}</p>
      <p className="mt-2">{enabled ? adminMessages.mailFailingAction : adminMessages.mailOffAction}</p>
      <p className="mt-3">
        <Link to={MAIL_SETTINGS_HREF} className="font-semibold underline">
          {mailMessages.setUp}
        </Link>
      </p>
    </section>
  );
}
