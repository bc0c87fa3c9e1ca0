/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Kind_Adt1Inputs */

const en_calendar_kind_adt1 = /** @type {(inputs: Calendar_Kind_Adt1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auditor's appointment after the AGM`)
};

const hi_calendar_kind_adt1 = /** @type {(inputs: Calendar_Kind_Adt1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AGM के बाद ऑडिटर की नियुक्ति`)
};

/**
* | output |
* | --- |
* | "Auditor's appointment after the AGM" |
*
* @param {Calendar_Kind_Adt1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_adt1 = /** @type {((inputs?: Calendar_Kind_Adt1Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Adt1Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_adt1(inputs)
	return en_calendar_kind_adt1(inputs)
});