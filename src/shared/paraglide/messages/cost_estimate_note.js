/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Estimate_NoteInputs */

const en_cost_estimate_note = /** @type {(inputs: Cost_Estimate_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Government fees and stamp duty are indicative and change with the authorised capital or contribution and with state notifications.`)
};

const hi_cost_estimate_note = /** @type {(inputs: Cost_Estimate_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सरकारी फीस और स्टाम्प ड्यूटी अनुमानित हैं; ये ऑथराइज़्ड कैपिटल या कंट्रीब्यूशन और राज्य के नोटिफिकेशन के साथ बदलती हैं।`)
};

/**
* | output |
* | --- |
* | "Government fees and stamp duty are indicative and change with the authorised capital or contribution and with state notifications." |
*
* @param {Cost_Estimate_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_estimate_note = /** @type {((inputs?: Cost_Estimate_NoteInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Estimate_NoteInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_estimate_note(inputs)
	return en_cost_estimate_note(inputs)
});