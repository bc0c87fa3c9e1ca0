/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firm: NonNullable<unknown> }} Mail_Ack_SubjectInputs */

const en_mail_ack_subject = /** @type {(inputs: Mail_Ack_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for your enquiry | ${i?.firm}`)
};

const hi_mail_ack_subject = /** @type {(inputs: Mail_Ack_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपकी पूछताछ के लिए धन्यवाद | ${i?.firm}`)
};

/**
* | output |
* | --- |
* | "Thank you for your enquiry \| {firm}" |
*
* @param {Mail_Ack_SubjectInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_subject = /** @type {((inputs: Mail_Ack_SubjectInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ack_SubjectInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_mail_ack_subject(inputs)
	return en_mail_ack_subject(inputs)
});