/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Service_LlpInputs */

const en_frame_service_llp = /** @type {(inputs: Frame_Service_LlpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LLP Registration`)
};

const hi_frame_service_llp = /** @type {(inputs: Frame_Service_LlpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LLP रजिस्ट्रेशन`)
};

/**
* | output |
* | --- |
* | "LLP Registration" |
*
* @param {Frame_Service_LlpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_service_llp = /** @type {((inputs?: Frame_Service_LlpInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Service_LlpInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_service_llp(inputs)
	return en_frame_service_llp(inputs)
});