/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown> }} Section_Read_AboutInputs */

const en_section_read_about = /** @type {(inputs: Section_Read_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read about ${i?.service}`)
};

const hi_section_read_about = /** @type {(inputs: Section_Read_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} के बारे में पढ़ें`)
};

/**
* | output |
* | --- |
* | "Read about {service}" |
*
* @param {Section_Read_AboutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_read_about = /** @type {((inputs: Section_Read_AboutInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Read_AboutInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_read_about(inputs)
	return en_section_read_about(inputs)
});