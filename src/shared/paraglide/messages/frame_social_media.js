/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Social_MediaInputs */

const en_frame_social_media = /** @type {(inputs: Frame_Social_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social media`)
};

const hi_frame_social_media = /** @type {(inputs: Frame_Social_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सोशल मीडिया`)
};

/**
* | output |
* | --- |
* | "Social media" |
*
* @param {Frame_Social_MediaInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_social_media = /** @type {((inputs?: Frame_Social_MediaInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Social_MediaInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_social_media(inputs)
	return en_frame_social_media(inputs)
});