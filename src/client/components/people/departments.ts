import type { MessageKey } from '@client/i18n/keys';
import type { CreditGroup } from '@shared/schemas/people';

/** Each filmography group's name in the reader's language. */
export const GROUP_LABEL: Record<CreditGroup, MessageKey> = {
  acting: 'people.department.acting',
  directing: 'people.department.directing',
  writing: 'people.department.writing',
  creator: 'people.department.creator',
  production: 'people.department.production',
  camera: 'people.department.camera',
  editing: 'people.department.editing',
  sound: 'people.department.sound',
  art: 'people.department.art',
  costumeMakeUp: 'people.department.costume',
  visualEffects: 'people.department.visualEffects',
  lighting: 'people.department.lighting',
  crew: 'people.department.crew',
};
