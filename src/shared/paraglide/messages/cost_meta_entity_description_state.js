/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ entity: NonNullable<unknown>, state: NonNullable<unknown> }} Cost_Meta_Entity_Description_StateInputs */

const en_cost_meta_entity_description_state = /** @type {(inputs: Cost_Meta_Entity_Description_StateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What registering your ${i?.entity} in ${i?.state} costs: our fee, GST at 18%, government fees and stamp duty, in one total.`)
};

const hi_cost_meta_entity_description_state = /** @type {(inputs: Cost_Meta_Entity_Description_StateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} में ${i?.entity} रजिस्टर कराने का खर्च: हमारी फीस, 18% जीएसटी, सरकारी फीस और स्टाम्प ड्यूटी, एक ही टोटल में।`)
};

/**
* | output |
* | --- |
* | "What registering your {entity} in {state} costs: our fee, GST at 18%, government fees and stamp duty, in one total." |
*
* @param {Cost_Meta_Entity_Description_StateInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_meta_entity_description_state = /** @type {((inputs: Cost_Meta_Entity_Description_StateInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Meta_Entity_Description_StateInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_meta_entity_description_state(inputs)
	return en_cost_meta_entity_description_state(inputs)
});