/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Privacy_LinkInputs */

const en_contact_privacy_link = /** @type {(inputs: Contact_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we handle them: Privacy notice`)
};

const hi_contact_privacy_link = /** @type {(inputs: Contact_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम इसे कैसे संभालते हैं: प्राइवेसी नोटिस`)
};

/**
* | output |
* | --- |
* | "How we handle them: Privacy notice" |
*
* @param {Contact_Privacy_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_privacy_link = /** @type {((inputs?: Contact_Privacy_LinkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Privacy_LinkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_privacy_link(inputs)
	return en_contact_privacy_link(inputs)
});