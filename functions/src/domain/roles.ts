import { z } from 'zod';

export const roles = ['sales', 'placement', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export function isRole(value: unknown): value is Role {
  return roleSchema.safeParse(value).success;
}

/** Reads the `roles` custom claim; anything malformed or unknown is ignored, never trusted. */
export function rolesFromClaims(claims: unknown): Role[] {
  if (typeof claims !== 'object' || claims === null || !('roles' in claims)) return [];
  const { roles: claimed } = claims;
  return Array.isArray(claimed) ? [...new Set(claimed.filter(isRole))] : [];
}
