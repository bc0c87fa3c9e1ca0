/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Mail_Ack_DearInputs */

const en_mail_ack_dear = /** @type {(inputs: Mail_Ack_DearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dear ${i?.name},`)
};

const hi_mail_ack_dear = /** @type {(inputs: Mail_Ack_DearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`प्रिय ${i?.name},`)
};

/**
* | output |
* | --- |
* | "Dear {name}," |
*
* @param {Mail_Ack_DearInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_dear = /** @type {((inputs: Mail_Ack_DearInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ack_DearInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_mail_ack_dear(inputs)
	return en_mail_ack_dear(inputs)
});