/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Section_Total_In_AllInputs */

const en_section_total_in_all = /** @type {(inputs: Section_Total_In_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} in all`)
};

const hi_section_total_in_all = /** @type {(inputs: Section_Total_In_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`कुल ${i?.total}`)
};

/**
* | output |
* | --- |
* | "{total} in all" |
*
* @param {Section_Total_In_AllInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_total_in_all = /** @type {((inputs: Section_Total_In_AllInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Total_In_AllInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_total_in_all(inputs)
	return en_section_total_in_all(inputs)
});