/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_BreadcrumbInputs */

const en_cost_breadcrumb = /** @type {(inputs: Cost_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incorporation Cost Calculator`)
};

const hi_cost_breadcrumb = /** @type {(inputs: Cost_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रजिस्ट्रेशन खर्च कैलकुलेटर`)
};

/**
* | output |
* | --- |
* | "Incorporation Cost Calculator" |
*
* @param {Cost_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_breadcrumb = /** @type {((inputs?: Cost_BreadcrumbInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_BreadcrumbInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_breadcrumb(inputs)
	return en_cost_breadcrumb(inputs)
});