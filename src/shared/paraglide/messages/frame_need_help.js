/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Need_HelpInputs */

const en_frame_need_help = /** @type {(inputs: Frame_Need_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need Help?`)
};

const hi_frame_need_help = /** @type {(inputs: Frame_Need_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मदद चाहिए?`)
};

/**
* | output |
* | --- |
* | "Need Help?" |
*
* @param {Frame_Need_HelpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_need_help = /** @type {((inputs?: Frame_Need_HelpInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Need_HelpInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_need_help(inputs)
	return en_frame_need_help(inputs)
});