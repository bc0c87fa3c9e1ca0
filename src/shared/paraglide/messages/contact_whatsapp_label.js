/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown> }} Contact_Whatsapp_LabelInputs */

const en_contact_whatsapp_label = /** @type {(inputs: Contact_Whatsapp_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chat on WhatsApp about ${i?.service} (opens in a new tab)`)
};

const hi_contact_whatsapp_label = /** @type {(inputs: Contact_Whatsapp_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} के बारे में WhatsApp पर बात करें (नए टैब में खुलता है)`)
};

/**
* | output |
* | --- |
* | "Chat on WhatsApp about {service} (opens in a new tab)" |
*
* @param {Contact_Whatsapp_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_whatsapp_label = /** @type {((inputs: Contact_Whatsapp_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Whatsapp_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_whatsapp_label(inputs)
	return en_contact_whatsapp_label(inputs)
});