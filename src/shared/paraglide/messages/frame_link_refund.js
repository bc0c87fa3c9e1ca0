/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Link_RefundInputs */

const en_frame_link_refund = /** @type {(inputs: Frame_Link_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund Policy`)
};

const hi_frame_link_refund = /** @type {(inputs: Frame_Link_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रिफंड पॉलिसी`)
};

/**
* | output |
* | --- |
* | "Refund Policy" |
*
* @param {Frame_Link_RefundInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_link_refund = /** @type {((inputs?: Frame_Link_RefundInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Link_RefundInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_link_refund(inputs)
	return en_frame_link_refund(inputs)
});