/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Section_Buy_Now_LabelInputs */

const en_section_buy_now_label = /** @type {(inputs: Section_Buy_Now_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buy now: ${i?.title}`)
};

const hi_section_buy_now_label = /** @type {(inputs: Section_Buy_Now_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`अभी खरीदें: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Buy now: {title}" |
*
* @param {Section_Buy_Now_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_buy_now_label = /** @type {((inputs: Section_Buy_Now_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Buy_Now_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_buy_now_label(inputs)
	return en_section_buy_now_label(inputs)
});