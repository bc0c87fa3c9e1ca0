/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firm: NonNullable<unknown> }} Mail_Ack_ThanksInputs */

const en_mail_ack_thanks = /** @type {(inputs: Mail_Ack_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for contacting ${i?.firm}. We have received your message.`)
};

const hi_mail_ack_thanks = /** @type {(inputs: Mail_Ack_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.firm} से संपर्क करने के लिए धन्यवाद। हमें आपका मैसेज मिल गया है।`)
};

/**
* | output |
* | --- |
* | "Thank you for contacting {firm}. We have received your message." |
*
* @param {Mail_Ack_ThanksInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_thanks = /** @type {((inputs: Mail_Ack_ThanksInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ack_ThanksInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_mail_ack_thanks(inputs)
	return en_mail_ack_thanks(inputs)
});