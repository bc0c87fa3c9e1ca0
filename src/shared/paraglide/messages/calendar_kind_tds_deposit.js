/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Calendar_Kind_Tds_DepositInputs */

const en_calendar_kind_tds_deposit = /** @type {(inputs: Calendar_Kind_Tds_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`TDS deposit for ${i?.month}`)
};

const hi_calendar_kind_tds_deposit = /** @type {(inputs: Calendar_Kind_Tds_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} का TDS जमा करना`)
};

/**
* | output |
* | --- |
* | "TDS deposit for {month}" |
*
* @param {Calendar_Kind_Tds_DepositInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_tds_deposit = /** @type {((inputs: Calendar_Kind_Tds_DepositInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Tds_DepositInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_tds_deposit(inputs)
	return en_calendar_kind_tds_deposit(inputs)
});