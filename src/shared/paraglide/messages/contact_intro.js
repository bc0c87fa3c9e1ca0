/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ within: NonNullable<unknown> }} Contact_IntroInputs */

const en_contact_intro = /** @type {(inputs: Contact_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions about registering or running your business? Call, write or send us a message and an expert will get back to you within ${i?.within}.`)
};

const hi_contact_intro = /** @type {(inputs: Contact_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बिज़नेस रजिस्ट्रेशन या उसे चलाने से जुड़ा कोई सवाल है? कॉल करें, ईमेल लिखें या मैसेज भेजें, हमारा एक्सपर्ट ${i?.within} में आपसे संपर्क करेगा।`)
};

/**
* | output |
* | --- |
* | "Questions about registering or running your business? Call, write or send us a message and an expert will get back to you within {within}." |
*
* @param {Contact_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_intro = /** @type {((inputs: Contact_IntroInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_IntroInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_intro(inputs)
	return en_contact_intro(inputs)
});