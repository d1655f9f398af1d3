/** Category vocabularies and their colours (category badge colours map by name). */
import type { Vocabulary } from './tones'

/** The seven post topics each have a colour; a category added later is neutral until given one here. */
export const POST_CATEGORY: Vocabulary = {
  tones: {
    'Media & Culture': 'violet',
    'Respectable Sins': 'rose',
    'Common Struggles': 'orange',
    'Subtle Deceptions': 'red',
    'Methods for Renewal': 'green',
    'Testimonies & Warnings': 'blue',
    'Scripture & Clarity': 'teal',
  },
  otherwise: 'neutral',
}

/**
 * Organization categories (the list itself is in the site settings): the site starts with these five
 * their own style; "Other" and any category the creator adds are neutral.
 */
export const ORGANIZATION_CATEGORY: Vocabulary = {
  tones: { 'Greek Life': 'violet', Academic: 'blue', Professional: 'indigo', Political: 'orange', Religious: 'teal' },
  otherwise: 'neutral',
}

export const MEDIA_CATEGORIES = ['Songs', 'Movies', 'Sermons', 'Devotionals'] as const

export const MEDIA_CATEGORY: Vocabulary = {
  tones: { Songs: 'violet', Movies: 'blue', Sermons: 'teal', Devotionals: 'rose' },
  otherwise: 'neutral',
}
