// The admin session in localStorage (SPEC 3: adminToken, userRole, userEmail and an admin name).
import type { Role } from "../../shared/schemas/user";

export const SESSION_KEYS = { token: "adminToken", role: "userRole", email: "userEmail", name: "adminName" } as const;

export type AdminSession = { token: string; role: string; email: string; name: string };

export function getSession(): AdminSession | null {
  if (typeof window === "undefined") return null;
  const token = localStorage.getItem(SESSION_KEYS.token);
  if (!token) return null;
  return {
    token,
    role: localStorage.getItem(SESSION_KEYS.role) ?? "",
    email: localStorage.getItem(SESSION_KEYS.email) ?? "",
    name: localStorage.getItem(SESSION_KEYS.name) ?? "",
  };
}

export function saveSession(token: string, user: { role: string; email: string; name: string }): void {
  localStorage.setItem(SESSION_KEYS.token, token);
  localStorage.setItem(SESSION_KEYS.role, user.role);
  localStorage.setItem(SESSION_KEYS.email, user.email);
  localStorage.setItem(SESSION_KEYS.name, user.name);
}

/** Logout clears all local storage (SPEC 2.8). */
export function clearSession(): void {
  localStorage.clear();
}

export function isStaffRole(role: string): role is Role {
  return role === "admin" || role === "editor";
}
