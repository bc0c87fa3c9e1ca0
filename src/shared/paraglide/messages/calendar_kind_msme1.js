/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ period: NonNullable<unknown> }} Calendar_Kind_Msme1Inputs */

const en_calendar_kind_msme1 = /** @type {(inputs: Calendar_Kind_Msme1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Half-yearly return of dues to MSME suppliers (${i?.period})`)
};

const hi_calendar_kind_msme1 = /** @type {(inputs: Calendar_Kind_Msme1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`MSME सप्लायरों के बकाया भुगतान का छमाही रिटर्न (${i?.period})`)
};

/**
* | output |
* | --- |
* | "Half-yearly return of dues to MSME suppliers ({period})" |
*
* @param {Calendar_Kind_Msme1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_msme1 = /** @type {((inputs: Calendar_Kind_Msme1Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Msme1Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_msme1(inputs)
	return en_calendar_kind_msme1(inputs)
});