/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_LeadInputs */

const en_cost_lead = /** @type {(inputs: Cost_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our fixed professional fee with GST on it, plus the government fees and the state's stamp duty on the incorporation documents: what registering your business costs, in one total.`)
};

const hi_cost_lead = /** @type {(inputs: Cost_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी तय प्रोफेशनल फीस और उस पर जीएसटी, साथ में सरकारी फीस और इनकॉर्पोरेशन डॉक्यूमेंट पर आपके राज्य की स्टाम्प ड्यूटी: आपका बिज़नेस रजिस्टर कराने का पूरा खर्च, एक ही टोटल में।`)
};

/**
* | output |
* | --- |
* | "Our fixed professional fee with GST on it, plus the government fees and the state's stamp duty on the incorporation documents: what registering your business..." |
*
* @param {Cost_LeadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_lead = /** @type {((inputs?: Cost_LeadInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_LeadInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_lead(inputs)
	return en_cost_lead(inputs)
});