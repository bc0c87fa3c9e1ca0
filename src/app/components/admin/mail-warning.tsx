// Dashboard warning (admins): enquiry e-mails are off (no SMTP) or failing, in plain words, with
// what to do. Nothing is shown while e-mails work.
import { adminMessages } from "../../../shared/admin-messages";
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
    </section>
  );
}
