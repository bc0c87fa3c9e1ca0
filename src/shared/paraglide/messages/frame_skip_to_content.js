/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Skip_To_ContentInputs */

const en_frame_skip_to_content = /** @type {(inputs: Frame_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

const hi_frame_skip_to_content = /** @type {(inputs: Frame_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मुख्य सामग्री पर जाएं`)
};

/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Frame_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_skip_to_content = /** @type {((inputs?: Frame_Skip_To_ContentInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Skip_To_ContentInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_skip_to_content(inputs)
	return en_frame_skip_to_content(inputs)
});