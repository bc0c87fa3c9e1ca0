/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Entity_OpcInputs */

const en_cost_entity_opc = /** @type {(inputs: Cost_Entity_OpcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One person company`)
};

const hi_cost_entity_opc = /** @type {(inputs: Cost_Entity_OpcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`वन पर्सन कंपनी (OPC)`)
};

/**
* | output |
* | --- |
* | "One person company" |
*
* @param {Cost_Entity_OpcInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_entity_opc = /** @type {((inputs?: Cost_Entity_OpcInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Entity_OpcInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_entity_opc(inputs)
	return en_cost_entity_opc(inputs)
});