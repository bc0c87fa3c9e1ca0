/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Error_TitleInputs */

const en_frame_error_title = /** @type {(inputs: Frame_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

const hi_frame_error_title = /** @type {(inputs: Frame_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुछ गड़बड़ हो गई`)
};

/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Frame_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_error_title = /** @type {((inputs?: Frame_Error_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Error_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_error_title(inputs)
	return en_frame_error_title(inputs)
});