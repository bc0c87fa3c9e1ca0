/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Link_ResourcesInputs */

const en_frame_link_resources = /** @type {(inputs: Frame_Link_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resources`)
};

const hi_frame_link_resources = /** @type {(inputs: Frame_Link_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गाइड और जानकारी`)
};

/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Frame_Link_ResourcesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_link_resources = /** @type {((inputs?: Frame_Link_ResourcesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Link_ResourcesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_link_resources(inputs)
	return en_frame_link_resources(inputs)
});