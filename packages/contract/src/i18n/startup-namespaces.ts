/**
 * The translation namespaces every page of the app needs: the frame, its unit selector, error
 * texts, the coming-soon pages, the home page where signing in lands, the properties list, the
 * sign-in and cookie texts. A page's own namespaces come with its route. The server writes these
 * into the app's page in the browser's language, and the app's start-up reads them from there.
 */
export const STARTUP_NAMESPACES = [
  'common',
  'shell',
  'errors',
  'placeholders',
  'home',
  'propertiesPage',
  'auth',
  'cookies',
] as const;
