/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ entity: NonNullable<unknown>, state: NonNullable<unknown> }} Cost_Meta_Entity_Title_StateInputs */

const en_cost_meta_entity_title_state = /** @type {(inputs: Cost_Meta_Entity_Title_StateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.entity} registration cost in ${i?.state}`)
};

const hi_cost_meta_entity_title_state = /** @type {(inputs: Cost_Meta_Entity_Title_StateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} में ${i?.entity} रजिस्ट्रेशन का खर्च`)
};

/**
* | output |
* | --- |
* | "{entity} registration cost in {state}" |
*
* @param {Cost_Meta_Entity_Title_StateInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_meta_entity_title_state = /** @type {((inputs: Cost_Meta_Entity_Title_StateInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Meta_Entity_Title_StateInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_meta_entity_title_state(inputs)
	return en_cost_meta_entity_title_state(inputs)
});