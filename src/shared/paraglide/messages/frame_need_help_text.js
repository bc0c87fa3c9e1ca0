/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Need_Help_TextInputs */

const en_frame_need_help_text = /** @type {(inputs: Frame_Need_Help_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Talk to our experts about registration, compliance or tax.`)
};

const hi_frame_need_help_text = /** @type {(inputs: Frame_Need_Help_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रजिस्ट्रेशन, कंप्लायंस या टैक्स के बारे में हमारे एक्सपर्ट से बात करें।`)
};

/**
* | output |
* | --- |
* | "Talk to our experts about registration, compliance or tax." |
*
* @param {Frame_Need_Help_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_need_help_text = /** @type {((inputs?: Frame_Need_Help_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Need_Help_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_need_help_text(inputs)
	return en_frame_need_help_text(inputs)
});