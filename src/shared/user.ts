/** The user as every client and API answer sees it: never a password hash. */
export type Role = 'user' | 'admin' | 'owner';

export interface PublicUser {
  id: string;
  username: string;
  email: string;
  role: Role;
  isPremium: boolean;
  created_at: string;
}

export const isStaff = (role: Role | undefined | null): boolean => role === 'admin' || role === 'owner';
