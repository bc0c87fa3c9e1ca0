/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_State_Fees_LinkInputs */

const en_section_state_fees_link = /** @type {(inputs: Section_State_Fees_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`see the total for your state`)
};

const hi_section_state_fees_link = /** @type {(inputs: Section_State_Fees_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपने राज्य का कुल खर्च देखें`)
};

/**
* | output |
* | --- |
* | "see the total for your state" |
*
* @param {Section_State_Fees_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_state_fees_link = /** @type {((inputs?: Section_State_Fees_LinkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_State_Fees_LinkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_state_fees_link(inputs)
	return en_section_state_fees_link(inputs)
});