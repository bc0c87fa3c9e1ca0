/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Calendar_Kind_Tds_Tcs_DepositInputs */

const en_calendar_kind_tds_tcs_deposit = /** @type {(inputs: Calendar_Kind_Tds_Tcs_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`TDS and TCS deposit for ${i?.month}`)
};

const hi_calendar_kind_tds_tcs_deposit = /** @type {(inputs: Calendar_Kind_Tds_Tcs_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} का TDS और TCS जमा करना`)
};

/**
* | output |
* | --- |
* | "TDS and TCS deposit for {month}" |
*
* @param {Calendar_Kind_Tds_Tcs_DepositInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_tds_tcs_deposit = /** @type {((inputs: Calendar_Kind_Tds_Tcs_DepositInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Tds_Tcs_DepositInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_tds_tcs_deposit(inputs)
	return en_calendar_kind_tds_tcs_deposit(inputs)
});