/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Section_Apply_ForInputs */

const en_section_apply_for = /** @type {(inputs: Section_Apply_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Apply for ${i?.title}`)
};

const hi_section_apply_for = /** @type {(inputs: Section_Apply_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} के लिए आवेदन करें`)
};

/**
* | output |
* | --- |
* | "Apply for {title}" |
*
* @param {Section_Apply_ForInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_apply_for = /** @type {((inputs: Section_Apply_ForInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Apply_ForInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_apply_for(inputs)
	return en_section_apply_for(inputs)
});