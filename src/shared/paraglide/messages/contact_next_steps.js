/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Next_StepsInputs */

const en_contact_next_steps = /** @type {(inputs: Contact_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happens next`)
};

const hi_contact_next_steps = /** @type {(inputs: Contact_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आगे क्या होगा`)
};

/**
* | output |
* | --- |
* | "What happens next" |
*
* @param {Contact_Next_StepsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_next_steps = /** @type {((inputs?: Contact_Next_StepsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Next_StepsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_next_steps(inputs)
	return en_contact_next_steps(inputs)
});