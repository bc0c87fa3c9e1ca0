/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Section_Apply_SubjectInputs */

const en_section_apply_subject = /** @type {(inputs: Section_Apply_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application for ${i?.title}`)
};

const hi_section_apply_subject = /** @type {(inputs: Section_Apply_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} के लिए आवेदन`)
};

/**
* | output |
* | --- |
* | "Application for {title}" |
*
* @param {Section_Apply_SubjectInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_apply_subject = /** @type {((inputs: Section_Apply_SubjectInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Apply_SubjectInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_apply_subject(inputs)
	return en_section_apply_subject(inputs)
});