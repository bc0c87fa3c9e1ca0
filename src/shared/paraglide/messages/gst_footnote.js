/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_FootnoteInputs */

const en_gst_footnote = /** @type {(inputs: Gst_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates are set by the GST Council and can change; staff keep this list current. The result is rounded to the paisa.`)
};

const hi_gst_footnote = /** @type {(inputs: Gst_FootnoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जीएसटी की दरें जीएसटी काउंसिल तय करती है और ये बदल सकती हैं; हमारी टीम यह सूची अपडेट रखती है। नतीजा पैसे तक राउंड किया जाता है।`)
};

/**
* | output |
* | --- |
* | "Rates are set by the GST Council and can change; staff keep this list current. The result is rounded to the paisa." |
*
* @param {Gst_FootnoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_footnote = /** @type {((inputs?: Gst_FootnoteInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_FootnoteInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_footnote(inputs)
	return en_gst_footnote(inputs)
});