/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Quick_Links_LabelInputs */

const en_frame_quick_links_label = /** @type {(inputs: Frame_Quick_Links_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick links`)
};

const hi_frame_quick_links_label = /** @type {(inputs: Frame_Quick_Links_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`क्विक लिंक्स`)
};

/**
* | output |
* | --- |
* | "Quick links" |
*
* @param {Frame_Quick_Links_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_quick_links_label = /** @type {((inputs?: Frame_Quick_Links_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Quick_Links_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_quick_links_label(inputs)
	return en_frame_quick_links_label(inputs)
});