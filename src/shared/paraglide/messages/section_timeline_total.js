/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Section_Timeline_TotalInputs */

const en_section_timeline_total = /** @type {(inputs: Section_Timeline_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.days} in all, once we have your documents. Government processing times vary.`)
};

const hi_section_timeline_total = /** @type {(inputs: Section_Timeline_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`दस्तावेज़ मिलने के बाद कुल मिलाकर लगभग ${i?.days}। सरकारी प्रोसेसिंग में लगने वाला समय अलग-अलग हो सकता है।`)
};

/**
* | output |
* | --- |
* | "About {days} in all, once we have your documents. Government processing times vary." |
*
* @param {Section_Timeline_TotalInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_timeline_total = /** @type {((inputs: Section_Timeline_TotalInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Timeline_TotalInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_timeline_total(inputs)
	return en_section_timeline_total(inputs)
});