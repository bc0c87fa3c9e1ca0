/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_FollowInputs */

const en_calendar_follow = /** @type {(inputs: Calendar_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow the due dates`)
};

const hi_calendar_follow = /** @type {(inputs: Calendar_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ड्यू डेट पर नज़र रखें`)
};

/**
* | output |
* | --- |
* | "Follow the due dates" |
*
* @param {Calendar_FollowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_follow = /** @type {((inputs?: Calendar_FollowInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_FollowInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_follow(inputs)
	return en_calendar_follow(inputs)
});