/** Tag of every cached public read; expired whenever published content changes. */
export const CONTENT_TAG = 'content'
