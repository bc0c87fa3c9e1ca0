/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ city: NonNullable<unknown> }} Page_City_LinkInputs */

const en_page_city_link = /** @type {(inputs: Page_City_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Company Registration in ${i?.city}`)
};

const hi_page_city_link = /** @type {(inputs: Page_City_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.city} में कंपनी रजिस्ट्रेशन`)
};

/**
* | output |
* | --- |
* | "Company Registration in {city}" |
*
* @param {Page_City_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const page_city_link = /** @type {((inputs: Page_City_LinkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_City_LinkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_page_city_link(inputs)
	return en_page_city_link(inputs)
});