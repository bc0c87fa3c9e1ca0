/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_TitleInputs */

const en_cost_title = /** @type {(inputs: Cost_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incorporation cost calculator`)
};

const hi_cost_title = /** @type {(inputs: Cost_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी रजिस्ट्रेशन खर्च कैलकुलेटर`)
};

/**
* | output |
* | --- |
* | "Incorporation cost calculator" |
*
* @param {Cost_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_title = /** @type {((inputs?: Cost_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_title(inputs)
	return en_cost_title(inputs)
});