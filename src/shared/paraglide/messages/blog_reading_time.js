/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Blog_Reading_TimeInputs */

const en_blog_reading_time = /** @type {(inputs: Blog_Reading_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min read`)
};

const hi_blog_reading_time = /** @type {(inputs: Blog_Reading_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`पढ़ने में ${i?.minutes} मिनट`)
};

/**
* | output |
* | --- |
* | "{minutes} min read" |
*
* @param {Blog_Reading_TimeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_reading_time = /** @type {((inputs: Blog_Reading_TimeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Reading_TimeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_reading_time(inputs)
	return en_blog_reading_time(inputs)
});