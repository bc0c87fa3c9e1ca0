/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Group_MoreInputs */

const en_section_group_more = /** @type {(inputs: Section_Group_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More services`)
};

const hi_section_group_more = /** @type {(inputs: Section_Group_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`और सेवाएँ`)
};

/**
* | output |
* | --- |
* | "More services" |
*
* @param {Section_Group_MoreInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_group_more = /** @type {((inputs?: Section_Group_MoreInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Group_MoreInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_group_more(inputs)
	return en_section_group_more(inputs)
});