/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ entity: NonNullable<unknown>, state: NonNullable<unknown>, total: NonNullable<unknown> }} Cost_SummaryInputs */

const en_cost_summary = /** @type {(inputs: Cost_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Incorporation cost estimate: ${i?.entity} in ${i?.state}, ${i?.total} in all (with GST)`)
};

const hi_cost_summary = /** @type {(inputs: Cost_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`रजिस्ट्रेशन खर्च का अनुमान: ${i?.state} में ${i?.entity}, कुल ${i?.total} (जीएसटी सहित)`)
};

/**
* | output |
* | --- |
* | "Incorporation cost estimate: {entity} in {state}, {total} in all (with GST)" |
*
* @param {Cost_SummaryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_summary = /** @type {((inputs: Cost_SummaryInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_SummaryInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_summary(inputs)
	return en_cost_summary(inputs)
});