/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Meta_DescriptionInputs */

const en_contact_meta_description = /** @type {(inputs: Contact_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Talk to our team about company, LLP, OPC or partnership registration, accounting, GST or trademarks. Call, e-mail or visit our office.`)
};

const hi_contact_meta_description = /** @type {(inputs: Contact_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी, LLP, OPC या पार्टनरशिप रजिस्ट्रेशन, अकाउंटिंग, जीएसटी या ट्रेडमार्क के बारे में हमारी टीम से बात करें। कॉल करें, ईमेल करें या हमारे ऑफिस आएं।`)
};

/**
* | output |
* | --- |
* | "Talk to our team about company, LLP, OPC or partnership registration, accounting, GST or trademarks. Call, e-mail or visit our office." |
*
* @param {Contact_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_meta_description = /** @type {((inputs?: Contact_Meta_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Meta_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_meta_description(inputs)
	return en_contact_meta_description(inputs)
});