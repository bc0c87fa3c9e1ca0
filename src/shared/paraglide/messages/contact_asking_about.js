/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Asking_AboutInputs */

const en_contact_asking_about = /** @type {(inputs: Contact_Asking_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are asking about:`)
};

const hi_contact_asking_about = /** @type {(inputs: Contact_Asking_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आप इसके बारे में पूछ रहे हैं:`)
};

/**
* | output |
* | --- |
* | "You are asking about:" |
*
* @param {Contact_Asking_AboutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_asking_about = /** @type {((inputs?: Contact_Asking_AboutInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Asking_AboutInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_asking_about(inputs)
	return en_contact_asking_about(inputs)
});