/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Share_BlogInputs */

const en_section_share_blog = /** @type {(inputs: Section_Share_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog`)
};

const hi_section_share_blog = /** @type {(inputs: Section_Share_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ब्लॉग`)
};

/**
* | output |
* | --- |
* | "Blog" |
*
* @param {Section_Share_BlogInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_share_blog = /** @type {((inputs?: Section_Share_BlogInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Share_BlogInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_share_blog(inputs)
	return en_section_share_blog(inputs)
});