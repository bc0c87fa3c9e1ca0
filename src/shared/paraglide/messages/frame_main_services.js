/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Main_ServicesInputs */

const en_frame_main_services = /** @type {(inputs: Frame_Main_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our main services`)
};

const hi_frame_main_services = /** @type {(inputs: Frame_Main_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी मुख्य सेवाएं`)
};

/**
* | output |
* | --- |
* | "Our main services" |
*
* @param {Frame_Main_ServicesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_main_services = /** @type {((inputs?: Frame_Main_ServicesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Main_ServicesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_main_services(inputs)
	return en_frame_main_services(inputs)
});