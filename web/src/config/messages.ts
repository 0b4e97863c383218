/** Texts of the shell that the spec quotes verbatim. */
export const LOGGED_OUT_LOCALLY = 'Logged out locally';
export const ADMIN_USERS_FETCH_FAILED = 'Failed to fetch admin users';
