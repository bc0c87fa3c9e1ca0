/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
export * from './language_switch_label.js'
export * from './page_city_link.js'
export * from './page_see_included.js'