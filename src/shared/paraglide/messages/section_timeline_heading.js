/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Timeline_HeadingInputs */

const en_section_timeline_heading = /** @type {(inputs: Section_Timeline_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How Long It Takes`)
};

const hi_section_timeline_heading = /** @type {(inputs: Section_Timeline_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कितना समय लगता है`)
};

/**
* | output |
* | --- |
* | "How Long It Takes" |
*
* @param {Section_Timeline_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_timeline_heading = /** @type {((inputs?: Section_Timeline_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Timeline_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_timeline_heading(inputs)
	return en_section_timeline_heading(inputs)
});