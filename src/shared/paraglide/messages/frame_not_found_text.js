/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Not_Found_TextInputs */

const en_frame_not_found_text = /** @type {(inputs: Frame_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you are looking for does not exist or has moved. Search our articles, pick a service or talk to us.`)
};

const hi_frame_not_found_text = /** @type {(inputs: Frame_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आप जो पेज ढूंढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है। हमारे लेख खोजें, कोई सेवा चुनें या हमसे बात करें।`)
};

/**
* | output |
* | --- |
* | "The page you are looking for does not exist or has moved. Search our articles, pick a service or talk to us." |
*
* @param {Frame_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_not_found_text = /** @type {((inputs?: Frame_Not_Found_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Not_Found_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_not_found_text(inputs)
	return en_frame_not_found_text(inputs)
});