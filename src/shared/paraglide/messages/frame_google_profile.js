/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Google_ProfileInputs */

const en_frame_google_profile = /** @type {(inputs: Frame_Google_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Google Business Profile and reviews`)
};

const hi_frame_google_profile = /** @type {(inputs: Frame_Google_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी Google Business Profile और रिव्यू`)
};

/**
* | output |
* | --- |
* | "Our Google Business Profile and reviews" |
*
* @param {Frame_Google_ProfileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_google_profile = /** @type {((inputs?: Frame_Google_ProfileInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Google_ProfileInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_google_profile(inputs)
	return en_frame_google_profile(inputs)
});