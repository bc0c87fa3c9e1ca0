/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Quick_Links_FailedInputs */

const en_frame_quick_links_failed = /** @type {(inputs: Frame_Quick_Links_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load quick links`)
};

const hi_frame_quick_links_failed = /** @type {(inputs: Frame_Quick_Links_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`क्विक लिंक्स लोड नहीं हो पाए`)
};

/**
* | output |
* | --- |
* | "Failed to load quick links" |
*
* @param {Frame_Quick_Links_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_quick_links_failed = /** @type {((inputs?: Frame_Quick_Links_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Quick_Links_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_quick_links_failed(inputs)
	return en_frame_quick_links_failed(inputs)
});