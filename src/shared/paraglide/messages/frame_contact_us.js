/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Contact_UsInputs */

const en_frame_contact_us = /** @type {(inputs: Frame_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Us`)
};

const hi_frame_contact_us = /** @type {(inputs: Frame_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`संपर्क करें`)
};

/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Frame_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_contact_us = /** @type {((inputs?: Frame_Contact_UsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Contact_UsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_contact_us(inputs)
	return en_frame_contact_us(inputs)
});