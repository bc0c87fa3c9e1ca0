/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quarter: NonNullable<unknown> }} Calendar_Kind_Tds_ReturnsInputs */

const en_calendar_kind_tds_returns = /** @type {(inputs: Calendar_Kind_Tds_ReturnsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`TDS returns for ${i?.quarter}`)
};

const hi_calendar_kind_tds_returns = /** @type {(inputs: Calendar_Kind_Tds_ReturnsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.quarter} तिमाही के TDS रिटर्न`)
};

/**
* | output |
* | --- |
* | "TDS returns for {quarter}" |
*
* @param {Calendar_Kind_Tds_ReturnsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_tds_returns = /** @type {((inputs: Calendar_Kind_Tds_ReturnsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Tds_ReturnsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_tds_returns(inputs)
	return en_calendar_kind_tds_returns(inputs)
});