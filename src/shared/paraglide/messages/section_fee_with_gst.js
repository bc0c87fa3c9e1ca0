/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown>, gst: NonNullable<unknown>, total: NonNullable<unknown> }} Section_Fee_With_GstInputs */

const en_section_fee_with_gst = /** @type {(inputs: Section_Fee_With_GstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Professional fee + GST ${i?.percent}% ${i?.gst} = ${i?.total}`)
};

const hi_section_fee_with_gst = /** @type {(inputs: Section_Fee_With_GstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`प्रोफेशनल फीस + जीएसटी ${i?.percent}% ${i?.gst} = ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Professional fee + GST {percent}% {gst} = {total}" |
*
* @param {Section_Fee_With_GstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_fee_with_gst = /** @type {((inputs: Section_Fee_With_GstInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Fee_With_GstInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_fee_with_gst(inputs)
	return en_section_fee_with_gst(inputs)
});