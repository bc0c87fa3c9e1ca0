/**
* | output |
* | --- |
* | "This website is owned and managed by {owner}, a private compliance services firm. It is not a government website and is not affiliated with the {mca}, {gstn}..." |
*
* @param {Frame_DisclaimerInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_disclaimer: ((inputs: Frame_DisclaimerInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_DisclaimerInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_DisclaimerInputs = {
    owner: NonNullable<unknown>;
    mca: NonNullable<unknown>;
    gstn: NonNullable<unknown>;
    ipindia: NonNullable<unknown>;
};
