/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_BreadcrumbInputs */

const en_gst_breadcrumb = /** @type {(inputs: Gst_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GST Calculator`)
};

const hi_gst_breadcrumb = /** @type {(inputs: Gst_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जीएसटी कैलकुलेटर`)
};

/**
* | output |
* | --- |
* | "GST Calculator" |
*
* @param {Gst_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_breadcrumb = /** @type {((inputs?: Gst_BreadcrumbInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_BreadcrumbInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_breadcrumb(inputs)
	return en_gst_breadcrumb(inputs)
});