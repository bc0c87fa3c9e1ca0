/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ entity: NonNullable<unknown> }} Cost_Meta_Entity_TitleInputs */

const en_cost_meta_entity_title = /** @type {(inputs: Cost_Meta_Entity_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.entity} registration cost`)
};

const hi_cost_meta_entity_title = /** @type {(inputs: Cost_Meta_Entity_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.entity} रजिस्ट्रेशन का खर्च`)
};

/**
* | output |
* | --- |
* | "{entity} registration cost" |
*
* @param {Cost_Meta_Entity_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_meta_entity_title = /** @type {((inputs: Cost_Meta_Entity_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Meta_Entity_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_meta_entity_title(inputs)
	return en_cost_meta_entity_title(inputs)
});