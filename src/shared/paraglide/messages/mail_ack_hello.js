/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Ack_HelloInputs */

const en_mail_ack_hello = /** @type {(inputs: Mail_Ack_HelloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello,`)
};

const hi_mail_ack_hello = /** @type {(inputs: Mail_Ack_HelloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नमस्ते,`)
};

/**
* | output |
* | --- |
* | "Hello," |
*
* @param {Mail_Ack_HelloInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_hello = /** @type {((inputs?: Mail_Ack_HelloInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ack_HelloInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_mail_ack_hello(inputs)
	return en_mail_ack_hello(inputs)
});