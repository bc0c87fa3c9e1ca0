/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Entity_PartnershipInputs */

const en_cost_entity_partnership = /** @type {(inputs: Cost_Entity_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnership firm`)
};

const hi_cost_entity_partnership = /** @type {(inputs: Cost_Entity_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पार्टनरशिप फर्म`)
};

/**
* | output |
* | --- |
* | "Partnership firm" |
*
* @param {Cost_Entity_PartnershipInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_entity_partnership = /** @type {((inputs?: Cost_Entity_PartnershipInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Entity_PartnershipInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_entity_partnership(inputs)
	return en_cost_entity_partnership(inputs)
});