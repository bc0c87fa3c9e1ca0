/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Frame_Call_NumberInputs */

const en_frame_call_number = /** @type {(inputs: Frame_Call_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.phone}`)
};

const hi_frame_call_number = /** @type {(inputs: Frame_Call_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone} पर कॉल करें`)
};

/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Frame_Call_NumberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_call_number = /** @type {((inputs: Frame_Call_NumberInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Call_NumberInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_call_number(inputs)
	return en_frame_call_number(inputs)
});