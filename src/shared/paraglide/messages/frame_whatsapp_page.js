/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Whatsapp_PageInputs */

const en_frame_whatsapp_page = /** @type {(inputs: Frame_Whatsapp_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp us about this page (opens in a new tab)`)
};

const hi_frame_whatsapp_page = /** @type {(inputs: Frame_Whatsapp_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस पेज के बारे में WhatsApp करें (नए टैब में खुलता है)`)
};

/**
* | output |
* | --- |
* | "WhatsApp us about this page (opens in a new tab)" |
*
* @param {Frame_Whatsapp_PageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_whatsapp_page = /** @type {((inputs?: Frame_Whatsapp_PageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Whatsapp_PageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_whatsapp_page(inputs)
	return en_frame_whatsapp_page(inputs)
});