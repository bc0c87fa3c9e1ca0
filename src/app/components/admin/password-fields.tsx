// The three fields of a password change (the header's dialog and the profile's form): the current password, the
// new one and its confirmation, named as PUT /api/auth/password and the forms' actions read them.
import { useId } from "react";

export function PasswordFields() {
  const id = useId();
  return (
    <>
      <div>
        <label className="field-label" htmlFor={`${id}-current`}>
          Current password
        </label>
        <input id={`${id}-current`} name="currentPassword" type="password" required autoComplete="current-password" className="field" />
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-new`}>
          New password (at least 8 characters)
        </label>
        <input id={`${id}-new`} name="newPassword" type="password" required minLength={8} autoComplete="new-password" className="field" />
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-confirm`}>
          Confirm new password
        </label>
        <input id={`${id}-confirm`} name="confirmPassword" type="password" required minLength={8} autoComplete="new-password" className="field" />
      </div>
    </>
  );
}
