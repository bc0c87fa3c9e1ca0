/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ city: NonNullable<unknown> }} Frame_Footer_BlurbInputs */

const en_frame_footer_blurb = /** @type {(inputs: Frame_Footer_BlurbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We help founders register, stay compliant and grow, from ${i?.city} and across India.`)
};

const hi_frame_footer_blurb = /** @type {(inputs: Frame_Footer_BlurbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`हम ${i?.city} से और पूरे भारत में फाउंडर्स को बिज़नेस रजिस्टर कराने, कंप्लायंस पूरा रखने और आगे बढ़ने में मदद करते हैं।`)
};

/**
* | output |
* | --- |
* | "We help founders register, stay compliant and grow, from {city} and across India." |
*
* @param {Frame_Footer_BlurbInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_footer_blurb = /** @type {((inputs: Frame_Footer_BlurbInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Footer_BlurbInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_footer_blurb(inputs)
	return en_frame_footer_blurb(inputs)
});