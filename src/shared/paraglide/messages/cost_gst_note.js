/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Cost_Gst_NoteInputs */

const en_cost_gst_note = /** @type {(inputs: Cost_Gst_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`GST at ${i?.percent}% applies to our professional fee only. Government fees and stamp duty are paid to the authorities at cost, without GST.`)
};

const hi_cost_gst_note = /** @type {(inputs: Cost_Gst_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% जीएसटी सिर्फ़ हमारी प्रोफेशनल फीस पर लगता है। सरकारी फीस और स्टाम्प ड्यूटी बिना जीएसटी के, जितनी है उतनी ही, सरकार को जमा होती है।`)
};

/**
* | output |
* | --- |
* | "GST at {percent}% applies to our professional fee only. Government fees and stamp duty are paid to the authorities at cost, without GST." |
*
* @param {Cost_Gst_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_gst_note = /** @type {((inputs: Cost_Gst_NoteInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Gst_NoteInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_gst_note(inputs)
	return en_cost_gst_note(inputs)
});