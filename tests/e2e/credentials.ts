/** The first admin of the e2e server. */
export const E2E_ADMIN = { email: "admin@e2e.local", password: "e2e-admin-password" };
