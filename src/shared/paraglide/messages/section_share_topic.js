/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Share_TopicInputs */

const en_section_share_topic = /** @type {(inputs: Section_Share_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog topic`)
};

const hi_section_share_topic = /** @type {(inputs: Section_Share_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ब्लॉग विषय`)
};

/**
* | output |
* | --- |
* | "Blog topic" |
*
* @param {Section_Share_TopicInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_share_topic = /** @type {((inputs?: Section_Share_TopicInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Share_TopicInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_share_topic(inputs)
	return en_section_share_topic(inputs)
});