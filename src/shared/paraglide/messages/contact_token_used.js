/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Token_UsedInputs */

const en_contact_token_used = /** @type {(inputs: Contact_Token_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This form was already sent. Please reload the page to send another message.`)
};

const hi_contact_token_used = /** @type {(inputs: Contact_Token_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह फ़ॉर्म पहले ही भेजा जा चुका है। दूसरा मैसेज भेजने के लिए पेज दोबारा खोलें।`)
};

/**
* | output |
* | --- |
* | "This form was already sent. Please reload the page to send another message." |
*
* @param {Contact_Token_UsedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_token_used = /** @type {((inputs?: Contact_Token_UsedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Token_UsedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_token_used(inputs)
	return en_contact_token_used(inputs)
});