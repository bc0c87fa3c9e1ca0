/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Service_OpcInputs */

const en_frame_service_opc = /** @type {(inputs: Frame_Service_OpcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OPC Registration`)
};

const hi_frame_service_opc = /** @type {(inputs: Frame_Service_OpcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OPC रजिस्ट्रेशन`)
};

/**
* | output |
* | --- |
* | "OPC Registration" |
*
* @param {Frame_Service_OpcInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_service_opc = /** @type {((inputs?: Frame_Service_OpcInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Service_OpcInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_service_opc(inputs)
	return en_frame_service_opc(inputs)
});