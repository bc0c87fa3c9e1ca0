/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Entity_Section_8Inputs */

const en_cost_entity_section_8 = /** @type {(inputs: Cost_Entity_Section_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NGO / Section 8 company`)
};

const hi_cost_entity_section_8 = /** @type {(inputs: Cost_Entity_Section_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NGO / सेक्शन 8 कंपनी`)
};

/**
* | output |
* | --- |
* | "NGO / Section 8 company" |
*
* @param {Cost_Entity_Section_8Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_entity_section_8 = /** @type {((inputs?: Cost_Entity_Section_8Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Entity_Section_8Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_entity_section_8(inputs)
	return en_cost_entity_section_8(inputs)
});