/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Section_StepInputs */

const en_section_step = /** @type {(inputs: Section_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.number}: `)
};

const hi_section_step = /** @type {(inputs: Section_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`चरण ${i?.number}: `)
};

/**
* | output |
* | --- |
* | "Step {number}:" |
*
* @param {Section_StepInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_step = /** @type {((inputs: Section_StepInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_StepInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_step(inputs)
	return en_section_step(inputs)
});