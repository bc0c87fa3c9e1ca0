/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Roc_NoteInputs */

const en_section_roc_note = /** @type {(inputs: Section_Roc_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your company's annual filings go to this office once it is incorporated.`)
};

const hi_section_roc_note = /** @type {(inputs: Section_Roc_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी बनने के बाद उसकी सालाना फाइलिंग इसी ऑफिस में होती है।`)
};

/**
* | output |
* | --- |
* | "Your company's annual filings go to this office once it is incorporated." |
*
* @param {Section_Roc_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_roc_note = /** @type {((inputs?: Section_Roc_NoteInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Roc_NoteInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_roc_note(inputs)
	return en_section_roc_note(inputs)
});