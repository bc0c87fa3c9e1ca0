/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ owner: NonNullable<unknown>, mca: NonNullable<unknown>, gstn: NonNullable<unknown>, ipindia: NonNullable<unknown> }} Frame_DisclaimerInputs */

const en_frame_disclaimer = /** @type {(inputs: Frame_DisclaimerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This website is owned and managed by ${i?.owner}, a private compliance services firm. It is not a government website and is not affiliated with the ${i?.mca}, ${i?.gstn} or ${i?.ipindia}. Its content is general guidance, not professional advice.`)
};

const hi_frame_disclaimer = /** @type {(inputs: Frame_DisclaimerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`यह वेबसाइट ${i?.owner} की है और वही इसे चलाती है, जो एक निजी कंप्लायंस सेवा फर्म है। यह सरकारी वेबसाइट नहीं है और इसका ${i?.mca}, ${i?.gstn} या ${i?.ipindia} से कोई संबंध नहीं है। यहां दी गई जानकारी सामान्य मार्गदर्शन है, पेशेवर सलाह नहीं।`)
};

/**
* | output |
* | --- |
* | "This website is owned and managed by {owner}, a private compliance services firm. It is not a government website and is not affiliated with the {mca}, {gstn}..." |
*
* @param {Frame_DisclaimerInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_disclaimer = /** @type {((inputs: Frame_DisclaimerInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_DisclaimerInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_disclaimer(inputs)
	return en_frame_disclaimer(inputs)
});