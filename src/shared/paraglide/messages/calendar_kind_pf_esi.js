/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Calendar_Kind_Pf_EsiInputs */

const en_calendar_kind_pf_esi = /** @type {(inputs: Calendar_Kind_Pf_EsiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PF and ESI contributions for ${i?.month}`)
};

const hi_calendar_kind_pf_esi = /** @type {(inputs: Calendar_Kind_Pf_EsiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} का PF और ESI अंशदान`)
};

/**
* | output |
* | --- |
* | "PF and ESI contributions for {month}" |
*
* @param {Calendar_Kind_Pf_EsiInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_pf_esi = /** @type {((inputs: Calendar_Kind_Pf_EsiInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Pf_EsiInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_pf_esi(inputs)
	return en_calendar_kind_pf_esi(inputs)
});