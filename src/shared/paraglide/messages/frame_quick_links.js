/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Quick_LinksInputs */

const en_frame_quick_links = /** @type {(inputs: Frame_Quick_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Links`)
};

const hi_frame_quick_links = /** @type {(inputs: Frame_Quick_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`क्विक लिंक्स`)
};

/**
* | output |
* | --- |
* | "Quick Links" |
*
* @param {Frame_Quick_LinksInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_quick_links = /** @type {((inputs?: Frame_Quick_LinksInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Quick_LinksInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_quick_links(inputs)
	return en_frame_quick_links(inputs)
});