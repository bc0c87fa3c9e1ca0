/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Meta_TitleInputs */

const en_calendar_meta_title = /** @type {(inputs: Calendar_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compliance Due Date Calendar`)
};

const hi_calendar_meta_title = /** @type {(inputs: Calendar_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंप्लायंस कैलेंडर: GST, TDS, ROC की ड्यू डेट`)
};

/**
* | output |
* | --- |
* | "Compliance Due Date Calendar" |
*
* @param {Calendar_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_meta_title = /** @type {((inputs?: Calendar_Meta_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Meta_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_meta_title(inputs)
	return en_calendar_meta_title(inputs)
});