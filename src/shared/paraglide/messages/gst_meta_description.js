/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Meta_DescriptionInputs */

const en_gst_meta_description = /** @type {(inputs: Gst_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work out GST on any amount at 0, 5, 18 or 40% (or 3% and 0.25%), inclusive or exclusive of tax, with the CGST and SGST or IGST split.`)
};

const hi_gst_meta_description = /** @type {(inputs: Gst_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`किसी भी राशि पर 0, 5, 18 या 40% (या 3% और 0.25%) की दर से जीएसटी निकालें, टैक्स सहित या टैक्स के बिना, CGST और SGST या IGST के बंटवारे के साथ।`)
};

/**
* | output |
* | --- |
* | "Work out GST on any amount at 0, 5, 18 or 40% (or 3% and 0.25%), inclusive or exclusive of tax, with the CGST and SGST or IGST split." |
*
* @param {Gst_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_meta_description = /** @type {((inputs?: Gst_Meta_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Meta_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_meta_description(inputs)
	return en_gst_meta_description(inputs)
});