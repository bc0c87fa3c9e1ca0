/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Send_AnotherInputs */

const en_contact_send_another = /** @type {(inputs: Contact_Send_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send another message`)
};

const hi_contact_send_another = /** @type {(inputs: Contact_Send_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एक और मैसेज भेजें`)
};

/**
* | output |
* | --- |
* | "Send another message" |
*
* @param {Contact_Send_AnotherInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_send_another = /** @type {((inputs?: Contact_Send_AnotherInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Send_AnotherInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_send_another(inputs)
	return en_contact_send_another(inputs)
});