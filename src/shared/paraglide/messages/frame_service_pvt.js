/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Service_PvtInputs */

const en_frame_service_pvt = /** @type {(inputs: Frame_Service_PvtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private Limited Registration`)
};

const hi_frame_service_pvt = /** @type {(inputs: Frame_Service_PvtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्राइवेट लिमिटेड कंपनी रजिस्ट्रेशन`)
};

/**
* | output |
* | --- |
* | "Private Limited Registration" |
*
* @param {Frame_Service_PvtInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_service_pvt = /** @type {((inputs?: Frame_Service_PvtInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Service_PvtInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_service_pvt(inputs)
	return en_frame_service_pvt(inputs)
});