/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Search_LabelInputs */

const en_frame_search_label = /** @type {(inputs: Frame_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search articles`)
};

const hi_frame_search_label = /** @type {(inputs: Frame_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेख खोजें`)
};

/**
* | output |
* | --- |
* | "Search articles" |
*
* @param {Frame_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_search_label = /** @type {((inputs?: Frame_Search_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Search_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_search_label(inputs)
	return en_frame_search_label(inputs)
});