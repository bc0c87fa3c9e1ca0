/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_SidebarInputs */

const en_frame_sidebar = /** @type {(inputs: Frame_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sidebar`)
};

const hi_frame_sidebar = /** @type {(inputs: Frame_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`साइडबार`)
};

/**
* | output |
* | --- |
* | "Sidebar" |
*
* @param {Frame_SidebarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_sidebar = /** @type {((inputs?: Frame_SidebarInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_SidebarInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_sidebar(inputs)
	return en_frame_sidebar(inputs)
});