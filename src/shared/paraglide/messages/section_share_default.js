/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Share_DefaultInputs */

const en_section_share_default = /** @type {(inputs: Section_Share_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration, compliance and tax`)
};

const hi_section_share_default = /** @type {(inputs: Section_Share_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रजिस्ट्रेशन, कंप्लायंस और टैक्स`)
};

/**
* | output |
* | --- |
* | "Registration, compliance and tax" |
*
* @param {Section_Share_DefaultInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_share_default = /** @type {((inputs?: Section_Share_DefaultInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Share_DefaultInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_share_default(inputs)
	return en_section_share_default(inputs)
});