import { axeWalks } from './axe-walk';

/** axe on every screen in English, at both widths, as a visitor, a user and the owner (tests/e2e/axe-walk.ts). */
axeWalks('en-US');
