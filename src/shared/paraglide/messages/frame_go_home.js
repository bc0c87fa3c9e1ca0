/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Go_HomeInputs */

const en_frame_go_home = /** @type {(inputs: Frame_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the home page`)
};

const hi_frame_go_home = /** @type {(inputs: Frame_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`होम पेज पर जाएं`)
};

/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Frame_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_go_home = /** @type {((inputs?: Frame_Go_HomeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Go_HomeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_go_home(inputs)
	return en_frame_go_home(inputs)
});