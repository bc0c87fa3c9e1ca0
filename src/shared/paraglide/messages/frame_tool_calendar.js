/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Tool_CalendarInputs */

const en_frame_tool_calendar = /** @type {(inputs: Frame_Tool_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compliance Calendar`)
};

const hi_frame_tool_calendar = /** @type {(inputs: Frame_Tool_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंप्लायंस कैलेंडर`)
};

/**
* | output |
* | --- |
* | "Compliance Calendar" |
*
* @param {Frame_Tool_CalendarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_tool_calendar = /** @type {((inputs?: Frame_Tool_CalendarInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Tool_CalendarInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_tool_calendar(inputs)
	return en_frame_tool_calendar(inputs)
});