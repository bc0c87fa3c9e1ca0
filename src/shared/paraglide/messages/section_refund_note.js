/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Section_Refund_NoteInputs */

const en_section_refund_note = /** @type {(inputs: Section_Refund_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read our ${i?.link} before you pay.`)
};

const hi_section_refund_note = /** @type {(inputs: Section_Refund_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`पेमेंट करने से पहले हमारी ${i?.link} पढ़ लें।`)
};

/**
* | output |
* | --- |
* | "Read our {link} before you pay." |
*
* @param {Section_Refund_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_refund_note = /** @type {((inputs: Section_Refund_NoteInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Refund_NoteInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_refund_note(inputs)
	return en_section_refund_note(inputs)
});