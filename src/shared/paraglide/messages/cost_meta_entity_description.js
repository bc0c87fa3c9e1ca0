/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ entity: NonNullable<unknown> }} Cost_Meta_Entity_DescriptionInputs */

const en_cost_meta_entity_description = /** @type {(inputs: Cost_Meta_Entity_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What registering your ${i?.entity} costs: our fee, GST at 18%, government fees and stamp duty, in one total.`)
};

const hi_cost_meta_entity_description = /** @type {(inputs: Cost_Meta_Entity_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.entity} रजिस्टर कराने का खर्च: हमारी फीस, 18% जीएसटी, सरकारी फीस और स्टाम्प ड्यूटी, एक ही टोटल में।`)
};

/**
* | output |
* | --- |
* | "What registering your {entity} costs: our fee, GST at 18%, government fees and stamp duty, in one total." |
*
* @param {Cost_Meta_Entity_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_meta_entity_description = /** @type {((inputs: Cost_Meta_Entity_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Meta_Entity_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_meta_entity_description(inputs)
	return en_cost_meta_entity_description(inputs)
});