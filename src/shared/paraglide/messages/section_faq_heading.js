/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Faq_HeadingInputs */

const en_section_faq_heading = /** @type {(inputs: Section_Faq_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frequently Asked Questions`)
};

const hi_section_faq_heading = /** @type {(inputs: Section_Faq_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अक्सर पूछे जाने वाले सवाल`)
};

/**
* | output |
* | --- |
* | "Frequently Asked Questions" |
*
* @param {Section_Faq_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_faq_heading = /** @type {((inputs?: Section_Faq_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Faq_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_faq_heading(inputs)
	return en_section_faq_heading(inputs)
});