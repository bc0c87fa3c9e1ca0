/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fy: NonNullable<unknown> }} Calendar_Kind_Gstr9Inputs */

const en_calendar_kind_gstr9 = /** @type {(inputs: Calendar_Kind_Gstr9Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`GST annual return and reconciliation for FY ${i?.fy}`)
};

const hi_calendar_kind_gstr9 = /** @type {(inputs: Calendar_Kind_Gstr9Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`वित्त वर्ष ${i?.fy} का जीएसटी वार्षिक रिटर्न और रिकंसिलिएशन स्टेटमेंट`)
};

/**
* | output |
* | --- |
* | "GST annual return and reconciliation for FY {fy}" |
*
* @param {Calendar_Kind_Gstr9Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_gstr9 = /** @type {((inputs: Calendar_Kind_Gstr9Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Gstr9Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_gstr9(inputs)
	return en_calendar_kind_gstr9(inputs)
});