/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Contact_Callback_ConfirmedInputs */

const en_contact_callback_confirmed = /** @type {(inputs: Contact_Callback_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We will call you on ${i?.when} (India time).`)
};

const hi_contact_callback_confirmed = /** @type {(inputs: Contact_Callback_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`हम आपको ${i?.when} (भारतीय समय) पर कॉल करेंगे।`)
};

/**
* | output |
* | --- |
* | "We will call you on {when} (India time)." |
*
* @param {Contact_Callback_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_callback_confirmed = /** @type {((inputs: Contact_Callback_ConfirmedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Callback_ConfirmedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_callback_confirmed(inputs)
	return en_contact_callback_confirmed(inputs)
});