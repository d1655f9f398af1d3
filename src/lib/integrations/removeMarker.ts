/**
 * What the admin's "Remove" sends in place of a credential: an empty value keeps the stored one
 * (the admin never has it to send back), so clearing needs a word of its own. No provider's key,
 * ID or secret contains `<`.
 */
export const REMOVE_CREDENTIAL = '<remove>'
