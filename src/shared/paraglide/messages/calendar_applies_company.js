/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Applies_CompanyInputs */

const en_calendar_applies_company = /** @type {(inputs: Calendar_Applies_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Companies`)
};

const hi_calendar_applies_company = /** @type {(inputs: Calendar_Applies_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनियां`)
};

/**
* | output |
* | --- |
* | "Companies" |
*
* @param {Calendar_Applies_CompanyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_applies_company = /** @type {((inputs?: Calendar_Applies_CompanyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Applies_CompanyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_applies_company(inputs)
	return en_calendar_applies_company(inputs)
});