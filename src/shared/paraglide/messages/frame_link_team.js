/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Link_TeamInputs */

const en_frame_link_team = /** @type {(inputs: Frame_Link_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Team`)
};

const hi_frame_link_team = /** @type {(inputs: Frame_Link_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी टीम`)
};

/**
* | output |
* | --- |
* | "Our Team" |
*
* @param {Frame_Link_TeamInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_link_team = /** @type {((inputs?: Frame_Link_TeamInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Link_TeamInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_link_team(inputs)
	return en_frame_link_team(inputs)
});