/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Scope_HeadingInputs */

const en_section_scope_heading = /** @type {(inputs: Section_Scope_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the Fee Includes`)
};

const hi_section_scope_heading = /** @type {(inputs: Section_Scope_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फीस में क्या-क्या शामिल है`)
};

/**
* | output |
* | --- |
* | "What the Fee Includes" |
*
* @param {Section_Scope_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_scope_heading = /** @type {((inputs?: Section_Scope_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Scope_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_scope_heading(inputs)
	return en_section_scope_heading(inputs)
});