import { axeWalks } from './axe-walk';

/** axe on every screen in Arabic (right to left), at both widths, as a visitor, a user and the owner (tests/e2e/axe-walk.ts). */
axeWalks('ar');
