// The privacy notice's version: a client's first sign-in records their consent to it.
export const PRIVACY_NOTICE_VERSION = "2026-11-27";
export const PRIVACY_NOTICE_PATH = "/privacy-policy";
