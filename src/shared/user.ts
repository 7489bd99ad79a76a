/** Every role, weakest first. The database column, the admin schemas and the role select read this list. */
export const ROLES = ['user', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that open the admin panel and its API. */
export const STAFF_ROLES = ['admin', 'owner'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The user as every client and API answer sees it: never a password hash. */
export interface PublicUser {
  id: string;
  username: string;
  email: string;
  role: Role;
  isPremium: boolean;
  created_at: string;
}

export const isStaff = (role: Role | undefined | null): role is StaffRole =>
  (STAFF_ROLES as readonly (Role | undefined | null)[]).includes(role);
