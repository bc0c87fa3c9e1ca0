/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Label_CityInputs */

const en_contact_label_city = /** @type {(inputs: Contact_Label_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

const hi_contact_label_city = /** @type {(inputs: Contact_Label_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शहर`)
};

/**
* | output |
* | --- |
* | "City" |
*
* @param {Contact_Label_CityInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_label_city = /** @type {((inputs?: Contact_Label_CityInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Label_CityInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_label_city(inputs)
	return en_contact_label_city(inputs)
});