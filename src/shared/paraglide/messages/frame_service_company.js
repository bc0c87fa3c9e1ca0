/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Service_CompanyInputs */

const en_frame_service_company = /** @type {(inputs: Frame_Service_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company Registration in India`)
};

const hi_frame_service_company = /** @type {(inputs: Frame_Service_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भारत में कंपनी रजिस्ट्रेशन`)
};

/**
* | output |
* | --- |
* | "Company Registration in India" |
*
* @param {Frame_Service_CompanyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_service_company = /** @type {((inputs?: Frame_Service_CompanyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Service_CompanyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_service_company(inputs)
	return en_frame_service_company(inputs)
});