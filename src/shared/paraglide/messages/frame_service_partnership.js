/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Service_PartnershipInputs */

const en_frame_service_partnership = /** @type {(inputs: Frame_Service_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnership Firm Registration`)
};

const hi_frame_service_partnership = /** @type {(inputs: Frame_Service_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पार्टनरशिप फर्म रजिस्ट्रेशन`)
};

/**
* | output |
* | --- |
* | "Partnership Firm Registration" |
*
* @param {Frame_Service_PartnershipInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_service_partnership = /** @type {((inputs?: Frame_Service_PartnershipInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Service_PartnershipInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_service_partnership(inputs)
	return en_frame_service_partnership(inputs)
});