/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phones: NonNullable<unknown> }} Mail_Ack_PhoneInputs */

const en_mail_ack_phone = /** @type {(inputs: Mail_Ack_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Phone: ${i?.phones}`)
};

const hi_mail_ack_phone = /** @type {(inputs: Mail_Ack_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`फ़ोन: ${i?.phones}`)
};

/**
* | output |
* | --- |
* | "Phone: {phones}" |
*
* @param {Mail_Ack_PhoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_phone = /** @type {((inputs: Mail_Ack_PhoneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ack_PhoneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_mail_ack_phone(inputs)
	return en_mail_ack_phone(inputs)
});