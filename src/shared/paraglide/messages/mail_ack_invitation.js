/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Ack_InvitationInputs */

const en_mail_ack_invitation = /** @type {(inputs: Mail_Ack_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invitation is attached.`)
};

const hi_mail_ack_invitation = /** @type {(inputs: Mail_Ack_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉल का कैलेंडर इनविटेशन इस ईमेल के साथ है।`)
};

/**
* | output |
* | --- |
* | "The invitation is attached." |
*
* @param {Mail_Ack_InvitationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_invitation = /** @type {((inputs?: Mail_Ack_InvitationInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ack_InvitationInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_mail_ack_invitation(inputs)
	return en_mail_ack_invitation(inputs)
});