/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Frame_Whatsapp_About_PageInputs */

const en_frame_whatsapp_about_page = /** @type {(inputs: Frame_Whatsapp_About_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello, I am on your page ${i?.url} and would like to know more.`)
};

const hi_frame_whatsapp_about_page = /** @type {(inputs: Frame_Whatsapp_About_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`नमस्ते, मैं आपके पेज ${i?.url} पर हूं, मुझे इसके बारे में और जानकारी चाहिए।`)
};

/**
* | output |
* | --- |
* | "Hello, I am on your page {url} and would like to know more." |
*
* @param {Frame_Whatsapp_About_PageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_whatsapp_about_page = /** @type {((inputs: Frame_Whatsapp_About_PageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Whatsapp_About_PageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_whatsapp_about_page(inputs)
	return en_frame_whatsapp_about_page(inputs)
});