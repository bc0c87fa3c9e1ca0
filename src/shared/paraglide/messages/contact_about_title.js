/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ topic: NonNullable<unknown> }} Contact_About_TitleInputs */

const en_contact_about_title = /** @type {(inputs: Contact_About_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contact Us about ${i?.topic}`)
};

const hi_contact_about_title = /** @type {(inputs: Contact_About_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.topic} के बारे में संपर्क करें`)
};

/**
* | output |
* | --- |
* | "Contact Us about {topic}" |
*
* @param {Contact_About_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_about_title = /** @type {((inputs: Contact_About_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_About_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_about_title(inputs)
	return en_contact_about_title(inputs)
});