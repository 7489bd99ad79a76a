import { m } from '@shared/i18n/message';
import { isStaff, type Role } from '@shared/user';
import { AppError } from '../../errors';

/**
 * The roles table (who may do what) plus the owner rules, as pure checks. The service calls them with
 * rows read inside its transaction, so a rule is judged on the state it then changes.
 *
 * - admin and owner edit users and toggle premium; an admin never touches an owner;
 * - only an owner changes roles and deletes users;
 * - nobody deletes their own account here;
 * - the last owner can be neither demoted nor deleted.
 *
 * Refusals by role answer 403; refusals by the state of the data (last owner) answer 409.
 */
export interface Actor {
  id: string;
  role: Role;
}

export function assertCanEdit(actor: Actor, target: { role: Role }): void {
  if (!isStaff(actor.role)) throw new AppError('FORBIDDEN', m('messages.access.adminRequired'));
  if (target.role === 'owner' && actor.role !== 'owner') {
    throw new AppError('FORBIDDEN', m('messages.admin.ownerProtected'));
  }
}

export function assertCanChangeRole(
  actor: Actor | null,
  target: { role: Role },
  role: Role,
  ownerCount: number,
): void {
  if (actor && actor.role !== 'owner') throw new AppError('FORBIDDEN', m('messages.admin.ownerChangesRoles'));
  if (target.role === 'owner' && role !== 'owner' && ownerCount <= 1) {
    throw new AppError('CONFLICT', m('messages.admin.lastOwnerDemote'));
  }
}

export function assertCanDelete(actor: Actor, target: { id: string; role: Role }, ownerCount: number): void {
  if (actor.id === target.id) throw new AppError('FORBIDDEN', m('messages.admin.cannotDeleteSelf'));
  if (actor.role !== 'owner') throw new AppError('FORBIDDEN', m('messages.admin.ownerDeletes'));
  if (target.role === 'owner' && ownerCount <= 1) {
    throw new AppError('CONFLICT', m('messages.admin.lastOwnerDelete'));
  }
}
