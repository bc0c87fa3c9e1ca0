/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Applies_ProprietorInputs */

const en_calendar_applies_proprietor = /** @type {(inputs: Calendar_Applies_ProprietorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proprietors`)
};

const hi_calendar_applies_proprietor = /** @type {(inputs: Calendar_Applies_ProprietorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोप्राइटर`)
};

/**
* | output |
* | --- |
* | "Proprietors" |
*
* @param {Calendar_Applies_ProprietorInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_applies_proprietor = /** @type {((inputs?: Calendar_Applies_ProprietorInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Applies_ProprietorInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_applies_proprietor(inputs)
	return en_calendar_applies_proprietor(inputs)
});