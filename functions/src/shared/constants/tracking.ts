/** Spec 9.3: the page name tracked each time a user becomes signed in. */
export const SIGN_IN_PAGE_NAME = 'Sign In';

/** Spec 7.1: what the web client resolves to when the tracking call succeeds. */
export const TRACKING_SAVED_MESSAGE = 'Saving successfully!';

/** Path of the tracking endpoint below the functions (or Hosting) origin. */
export const TRACKING_PATH = '/users/tracking/';
