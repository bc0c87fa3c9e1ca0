/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Entity_Private_LimitedInputs */

const en_cost_entity_private_limited = /** @type {(inputs: Cost_Entity_Private_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private limited company`)
};

const hi_cost_entity_private_limited = /** @type {(inputs: Cost_Entity_Private_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्राइवेट लिमिटेड कंपनी`)
};

/**
* | output |
* | --- |
* | "Private limited company" |
*
* @param {Cost_Entity_Private_LimitedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_entity_private_limited = /** @type {((inputs?: Cost_Entity_Private_LimitedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Entity_Private_LimitedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_entity_private_limited(inputs)
	return en_cost_entity_private_limited(inputs)
});