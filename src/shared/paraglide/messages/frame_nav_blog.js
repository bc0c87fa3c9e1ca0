/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Nav_BlogInputs */

const en_frame_nav_blog = /** @type {(inputs: Frame_Nav_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog`)
};

const hi_frame_nav_blog = /** @type {(inputs: Frame_Nav_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ब्लॉग`)
};

/**
* | output |
* | --- |
* | "Blog" |
*
* @param {Frame_Nav_BlogInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_nav_blog = /** @type {((inputs?: Frame_Nav_BlogInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Nav_BlogInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_nav_blog(inputs)
	return en_frame_nav_blog(inputs)
});