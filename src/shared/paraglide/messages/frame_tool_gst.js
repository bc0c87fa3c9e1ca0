/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Tool_GstInputs */

const en_frame_tool_gst = /** @type {(inputs: Frame_Tool_GstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GST Calculator`)
};

const hi_frame_tool_gst = /** @type {(inputs: Frame_Tool_GstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जीएसटी कैलकुलेटर`)
};

/**
* | output |
* | --- |
* | "GST Calculator" |
*
* @param {Frame_Tool_GstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_tool_gst = /** @type {((inputs?: Frame_Tool_GstInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Tool_GstInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_tool_gst(inputs)
	return en_frame_tool_gst(inputs)
});