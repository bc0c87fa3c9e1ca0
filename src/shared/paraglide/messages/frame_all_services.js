/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_All_ServicesInputs */

const en_frame_all_services = /** @type {(inputs: Frame_All_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All services and prices →`)
};

const hi_frame_all_services = /** @type {(inputs: Frame_All_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी सेवाएं और कीमतें →`)
};

/**
* | output |
* | --- |
* | "All services and prices →" |
*
* @param {Frame_All_ServicesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_all_services = /** @type {((inputs?: Frame_All_ServicesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_All_ServicesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_all_services(inputs)
	return en_frame_all_services(inputs)
});