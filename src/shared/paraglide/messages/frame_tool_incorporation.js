/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Tool_IncorporationInputs */

const en_frame_tool_incorporation = /** @type {(inputs: Frame_Tool_IncorporationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incorporation Cost Calculator`)
};

const hi_frame_tool_incorporation = /** @type {(inputs: Frame_Tool_IncorporationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी रजिस्ट्रेशन खर्च कैलकुलेटर`)
};

/**
* | output |
* | --- |
* | "Incorporation Cost Calculator" |
*
* @param {Frame_Tool_IncorporationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_tool_incorporation = /** @type {((inputs?: Frame_Tool_IncorporationInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Tool_IncorporationInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_tool_incorporation(inputs)
	return en_frame_tool_incorporation(inputs)
});