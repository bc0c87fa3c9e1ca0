/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Link_NewsInputs */

const en_frame_link_news = /** @type {(inputs: Frame_Link_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest News`)
};

const hi_frame_link_news = /** @type {(inputs: Frame_Link_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ताज़ा खबरें`)
};

/**
* | output |
* | --- |
* | "Latest News" |
*
* @param {Frame_Link_NewsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_link_news = /** @type {((inputs?: Frame_Link_NewsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Link_NewsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_link_news(inputs)
	return en_frame_link_news(inputs)
});