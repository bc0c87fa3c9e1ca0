/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Refund_LinkInputs */

const en_section_refund_link = /** @type {(inputs: Section_Refund_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refund policy`)
};

const hi_section_refund_link = /** @type {(inputs: Section_Refund_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रिफंड पॉलिसी`)
};

/**
* | output |
* | --- |
* | "refund policy" |
*
* @param {Section_Refund_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_refund_link = /** @type {((inputs?: Section_Refund_LinkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Refund_LinkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_refund_link(inputs)
	return en_section_refund_link(inputs)
});