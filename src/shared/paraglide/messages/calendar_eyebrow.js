/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_EyebrowInputs */

const en_calendar_eyebrow = /** @type {(inputs: Calendar_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tools`)
};

const hi_calendar_eyebrow = /** @type {(inputs: Calendar_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टूल्स`)
};

/**
* | output |
* | --- |
* | "Tools" |
*
* @param {Calendar_EyebrowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_eyebrow = /** @type {((inputs?: Calendar_EyebrowInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_EyebrowInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_eyebrow(inputs)
	return en_calendar_eyebrow(inputs)
});