/** The colours a badge can have; globals.css (`.badge[data-tone]`) paints each. */
export type Tone = 'red' | 'amber' | 'yellow' | 'green' | 'blue' | 'violet' | 'rose' | 'teal' | 'indigo' | 'orange' | 'neutral'

/** A closed list of values and the colour each one gets; values not listed get `otherwise`. */
export type Vocabulary = { tones: Readonly<Record<string, Tone>>; otherwise: Tone }

export const toneOf = (vocabulary: Vocabulary, value: string): Tone => vocabulary.tones[value] ?? vocabulary.otherwise
