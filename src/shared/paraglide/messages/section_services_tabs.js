/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Services_TabsInputs */

const en_section_services_tabs = /** @type {(inputs: Section_Services_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

const hi_section_services_tabs = /** @type {(inputs: Section_Services_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेवाएँ`)
};

/**
* | output |
* | --- |
* | "Services" |
*
* @param {Section_Services_TabsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_services_tabs = /** @type {((inputs?: Section_Services_TabsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Services_TabsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_services_tabs(inputs)
	return en_section_services_tabs(inputs)
});