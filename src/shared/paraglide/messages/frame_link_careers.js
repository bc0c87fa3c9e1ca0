/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Link_CareersInputs */

const en_frame_link_careers = /** @type {(inputs: Frame_Link_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Careers`)
};

const hi_frame_link_careers = /** @type {(inputs: Frame_Link_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`करियर`)
};

/**
* | output |
* | --- |
* | "Careers" |
*
* @param {Frame_Link_CareersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_link_careers = /** @type {((inputs?: Frame_Link_CareersInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Link_CareersInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_link_careers(inputs)
	return en_frame_link_careers(inputs)
});