/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_LeadInputs */

const en_gst_lead = /** @type {(inputs: Gst_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add GST to a price, or take it out of a price that includes it, at the rates in force since 22 September 2025. Within a state the tax is split equally into CGST and SGST; between states it is IGST.`)
};

const hi_gst_lead = /** @type {(inputs: Gst_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`किसी कीमत में जीएसटी जोड़ें, या जीएसटी सहित कीमत में से जीएसटी अलग करें, 22 सितंबर 2025 से लागू दरों पर। राज्य के भीतर सप्लाई पर टैक्स CGST और SGST में बराबर बंटता है; एक राज्य से दूसरे राज्य में सप्लाई पर IGST लगता है।`)
};

/**
* | output |
* | --- |
* | "Add GST to a price, or take it out of a price that includes it, at the rates in force since 22 September 2025. Within a state the tax is split equally into C..." |
*
* @param {Gst_LeadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_lead = /** @type {((inputs?: Gst_LeadInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_LeadInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_lead(inputs)
	return en_gst_lead(inputs)
});