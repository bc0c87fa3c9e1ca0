/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Roc_HeadingInputs */

const en_section_roc_heading = /** @type {(inputs: Section_Roc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar of Companies`)
};

const hi_section_roc_heading = /** @type {(inputs: Section_Roc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रजिस्ट्रार ऑफ़ कंपनीज़ (ROC)`)
};

/**
* | output |
* | --- |
* | "Registrar of Companies" |
*
* @param {Section_Roc_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_roc_heading = /** @type {((inputs?: Section_Roc_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Roc_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_roc_heading(inputs)
	return en_section_roc_heading(inputs)
});