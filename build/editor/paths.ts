/** Where the web editor is published under out/ (and on the site), and its GitHub login under the site. */
export const EDITOR_FOLDER = 'admin';
export const AUTH_ENDPOINT = 'api/auth';
