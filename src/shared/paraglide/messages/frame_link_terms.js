/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Link_TermsInputs */

const en_frame_link_terms = /** @type {(inputs: Frame_Link_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms and Condition`)
};

const hi_frame_link_terms = /** @type {(inputs: Frame_Link_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नियम और शर्तें`)
};

/**
* | output |
* | --- |
* | "Terms and Condition" |
*
* @param {Frame_Link_TermsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_link_terms = /** @type {((inputs?: Frame_Link_TermsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Link_TermsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_link_terms(inputs)
	return en_frame_link_terms(inputs)
});