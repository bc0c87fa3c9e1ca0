/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Mail_Ack_Office_HoursInputs */

const en_mail_ack_office_hours = /** @type {(inputs: Mail_Ack_Office_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Office hours: ${i?.hours} (India time)`)
};

const hi_mail_ack_office_hours = /** @type {(inputs: Mail_Ack_Office_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ऑफिस का समय: ${i?.hours} (भारतीय समय)`)
};

/**
* | output |
* | --- |
* | "Office hours: {hours} (India time)" |
*
* @param {Mail_Ack_Office_HoursInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_office_hours = /** @type {((inputs: Mail_Ack_Office_HoursInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ack_Office_HoursInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_mail_ack_office_hours(inputs)
	return en_mail_ack_office_hours(inputs)
});