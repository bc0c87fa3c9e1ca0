/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Error_404Inputs */

const en_frame_error_404 = /** @type {(inputs: Frame_Error_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error 404`)
};

const hi_frame_error_404 = /** @type {(inputs: Frame_Error_404Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`त्रुटि 404`)
};

/**
* | output |
* | --- |
* | "Error 404" |
*
* @param {Frame_Error_404Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_error_404 = /** @type {((inputs?: Frame_Error_404Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Error_404Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_error_404(inputs)
	return en_frame_error_404(inputs)
});