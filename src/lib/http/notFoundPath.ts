/**
 * The request header by which the app's server tells the not-found page which address was
 * missing (src/server/notFoundPages.ts). The server sets it itself on the pages it renders;
 * a value a client sends is removed first.
 */
export const NOT_FOUND_PATH_HEADER = 'x-site-missing-path'
