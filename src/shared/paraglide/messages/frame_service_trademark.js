/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Service_TrademarkInputs */

const en_frame_service_trademark = /** @type {(inputs: Frame_Service_TrademarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trademark Registration`)
};

const hi_frame_service_trademark = /** @type {(inputs: Frame_Service_TrademarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ट्रेडमार्क रजिस्ट्रेशन`)
};

/**
* | output |
* | --- |
* | "Trademark Registration" |
*
* @param {Frame_Service_TrademarkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_service_trademark = /** @type {((inputs?: Frame_Service_TrademarkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Service_TrademarkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_service_trademark(inputs)
	return en_frame_service_trademark(inputs)
});