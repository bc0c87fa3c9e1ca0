/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Label_MessageInputs */

const en_contact_label_message = /** @type {(inputs: Contact_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const hi_contact_label_message = /** @type {(inputs: Contact_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मैसेज`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Contact_Label_MessageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_label_message = /** @type {((inputs?: Contact_Label_MessageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Label_MessageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_label_message(inputs)
	return en_contact_label_message(inputs)
});