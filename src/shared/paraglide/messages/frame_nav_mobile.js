/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Nav_MobileInputs */

const en_frame_nav_mobile = /** @type {(inputs: Frame_Nav_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

const hi_frame_nav_mobile = /** @type {(inputs: Frame_Nav_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मोबाइल मेन्यू`)
};

/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Frame_Nav_MobileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_nav_mobile = /** @type {((inputs?: Frame_Nav_MobileInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Nav_MobileInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_nav_mobile(inputs)
	return en_frame_nav_mobile(inputs)
});