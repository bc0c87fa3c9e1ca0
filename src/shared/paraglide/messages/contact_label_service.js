/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Label_ServiceInputs */

const en_contact_label_service = /** @type {(inputs: Contact_Label_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service wanted`)
};

const hi_contact_label_service = /** @type {(inputs: Contact_Label_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कौन-सी सेवा चाहिए`)
};

/**
* | output |
* | --- |
* | "Service wanted" |
*
* @param {Contact_Label_ServiceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_label_service = /** @type {((inputs?: Contact_Label_ServiceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Label_ServiceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_label_service(inputs)
	return en_contact_label_service(inputs)
});