/**
 * Every PostgreSQL advisory-lock key the server takes. The keys share one space with
 * anything else connected to the same database, so they live in one list where a clash
 * is visible; 727004 was used once and is left free.
 */
export const LOCK = {
  /** Concurrent start-ups (several processes) run the migrations one at a time. */
  migrations: 727001,
  /** The first sign-up on an empty database becomes owner, once. */
  firstAccount: 727002,
  /** Role changes and deletes that could remove the last owner. */
  ownerSet: 727003,
  /** The scheduled watch-history cleanup runs in one process at a time. */
  historyCleanup: 727005,
  /** The 90 % rule's diary entry: one per title or episode per day (second key: the title). */
  diaryFinish: 727006,
} as const;
