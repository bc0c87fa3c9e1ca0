/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Entity_ProprietorshipInputs */

const en_cost_entity_proprietorship = /** @type {(inputs: Cost_Entity_ProprietorshipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sole proprietorship`)
};

const hi_cost_entity_proprietorship = /** @type {(inputs: Cost_Entity_ProprietorshipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सोल प्रोप्राइटरशिप`)
};

/**
* | output |
* | --- |
* | "Sole proprietorship" |
*
* @param {Cost_Entity_ProprietorshipInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_entity_proprietorship = /** @type {((inputs?: Cost_Entity_ProprietorshipInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Entity_ProprietorshipInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_entity_proprietorship(inputs)
	return en_cost_entity_proprietorship(inputs)
});