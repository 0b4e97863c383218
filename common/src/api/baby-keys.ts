/**
 * The cache keys of the baby's answers (issue 25), on their own: the profile's baby-info change makes
 * them stale, and the profile's declarations are loaded by the game link's page, which must not load
 * the baby's endpoints with them (its first-view budget).
 */
export const BABY_GROWTH_KEY = ['baby-growth'] as const;
export const BABY_VACCINES_KEY = ['baby-vaccines'] as const;
