/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Choose_ServiceInputs */

const en_contact_choose_service = /** @type {(inputs: Contact_Choose_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a service`)
};

const hi_contact_choose_service = /** @type {(inputs: Contact_Choose_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेवा चुनें`)
};

/**
* | output |
* | --- |
* | "Choose a service" |
*
* @param {Contact_Choose_ServiceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_choose_service = /** @type {((inputs?: Contact_Choose_ServiceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Choose_ServiceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_choose_service(inputs)
	return en_contact_choose_service(inputs)
});