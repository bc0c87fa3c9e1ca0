/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Form_ExpiredInputs */

const en_contact_form_expired = /** @type {(inputs: Contact_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form is out of date. Please reload the page and try again.`)
};

const hi_contact_form_expired = /** @type {(inputs: Contact_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह फ़ॉर्म पुराना हो गया है। कृपया पेज दोबारा खोलकर फिर कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "The form is out of date. Please reload the page and try again." |
*
* @param {Contact_Form_ExpiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_form_expired = /** @type {((inputs?: Contact_Form_ExpiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_ExpiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_form_expired(inputs)
	return en_contact_form_expired(inputs)
});