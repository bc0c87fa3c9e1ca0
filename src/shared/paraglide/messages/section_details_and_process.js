/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Details_And_ProcessInputs */

const en_section_details_and_process = /** @type {(inputs: Section_Details_And_ProcessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details and process →`)
};

const hi_section_details_and_process = /** @type {(inputs: Section_Details_And_ProcessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जानकारी और प्रक्रिया →`)
};

/**
* | output |
* | --- |
* | "Details and process →" |
*
* @param {Section_Details_And_ProcessInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_details_and_process = /** @type {((inputs?: Section_Details_And_ProcessInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Details_And_ProcessInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_details_and_process(inputs)
	return en_section_details_and_process(inputs)
});