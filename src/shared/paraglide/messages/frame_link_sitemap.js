/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Link_SitemapInputs */

const en_frame_link_sitemap = /** @type {(inputs: Frame_Link_SitemapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitemap`)
};

const hi_frame_link_sitemap = /** @type {(inputs: Frame_Link_SitemapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`साइटमैप`)
};

/**
* | output |
* | --- |
* | "Sitemap" |
*
* @param {Frame_Link_SitemapInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_link_sitemap = /** @type {((inputs?: Frame_Link_SitemapInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Link_SitemapInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_link_sitemap(inputs)
	return en_frame_link_sitemap(inputs)
});