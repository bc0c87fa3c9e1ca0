/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Kind_KycInputs */

const en_calendar_kind_kyc = /** @type {(inputs: Calendar_Kind_KycInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KYC of directors and designated partners`)
};

const hi_calendar_kind_kyc = /** @type {(inputs: Calendar_Kind_KycInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`डायरेक्टरों और डेज़िग्नेटेड पार्टनरों का KYC`)
};

/**
* | output |
* | --- |
* | "KYC of directors and designated partners" |
*
* @param {Calendar_Kind_KycInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_kyc = /** @type {((inputs?: Calendar_Kind_KycInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_KycInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_kyc(inputs)
	return en_calendar_kind_kyc(inputs)
});