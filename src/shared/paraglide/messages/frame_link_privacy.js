/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Link_PrivacyInputs */

const en_frame_link_privacy = /** @type {(inputs: Frame_Link_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

const hi_frame_link_privacy = /** @type {(inputs: Frame_Link_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्राइवेसी पॉलिसी`)
};

/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Frame_Link_PrivacyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_link_privacy = /** @type {((inputs?: Frame_Link_PrivacyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Link_PrivacyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_link_privacy(inputs)
	return en_frame_link_privacy(inputs)
});