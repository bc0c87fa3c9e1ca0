/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Group_RegisterInputs */

const en_section_group_register = /** @type {(inputs: Section_Group_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register a business`)
};

const hi_section_group_register = /** @type {(inputs: Section_Group_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बिज़नेस रजिस्टर करें`)
};

/**
* | output |
* | --- |
* | "Register a business" |
*
* @param {Section_Group_RegisterInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_group_register = /** @type {((inputs?: Section_Group_RegisterInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Group_RegisterInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_group_register(inputs)
	return en_section_group_register(inputs)
});