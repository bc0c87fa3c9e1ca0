/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown>, gst: NonNullable<unknown>, total: NonNullable<unknown> }} Section_Gst_NoteInputs */

const en_section_gst_note = /** @type {(inputs: Section_Gst_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+ GST ${i?.percent}% ${i?.gst} = ${i?.total}; government fees and stamp duty by state`)
};

const hi_section_gst_note = /** @type {(inputs: Section_Gst_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+ जीएसटी ${i?.percent}% ${i?.gst} = ${i?.total}; सरकारी फीस और स्टांप ड्यूटी राज्य के हिसाब से`)
};

/**
* | output |
* | --- |
* | "+ GST {percent}% {gst} = {total}; government fees and stamp duty by state" |
*
* @param {Section_Gst_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_gst_note = /** @type {((inputs: Section_Gst_NoteInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Gst_NoteInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_gst_note(inputs)
	return en_section_gst_note(inputs)
});