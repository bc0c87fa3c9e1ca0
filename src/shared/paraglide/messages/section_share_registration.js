/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Share_RegistrationInputs */

const en_section_share_registration = /** @type {(inputs: Section_Share_RegistrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company registration`)
};

const hi_section_share_registration = /** @type {(inputs: Section_Share_RegistrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी रजिस्ट्रेशन`)
};

/**
* | output |
* | --- |
* | "Company registration" |
*
* @param {Section_Share_RegistrationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_share_registration = /** @type {((inputs?: Section_Share_RegistrationInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Share_RegistrationInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_share_registration(inputs)
	return en_section_share_registration(inputs)
});