/**
 * Which words are Scripture references, over a table of real-world forms (as the creator writes
 * them) and of words that only look like one. The last test prints precision and recall over the
 * whole table; the goal is no false positive and recall of at least 95 %.
 */
import { describe, expect, it } from 'vitest'

import { findReferences, passageHref, passageLabel } from '@/scripture/references'

/** Text → the labels of the references in it, in order. */
const REFERENCES: [string, string[]][] = [
  ['Romans 12:2', ['Romans 12:2']],
  ['1 John 4:1', ['1 John 4:1']],
  ['Ps 119:105', ['Psalms 119:105']],
  ['John 3:16–18', ['John 3:16–18']],
  ['John 3:16-18', ['John 3:16–18']],
  ['Gen 1', ['Genesis 1']],
  ['Rom. 8:28, 31', ['Romans 8:28', 'Romans 8:31']],
  ['1 Cor 13:4-7', ['1 Corinthians 13:4–7']],
  ['Read Matthew 5:3 today.', ['Matthew 5:3']],
  ['See Mark 8:34.', ['Mark 8:34']],
  ['Luke 15:11-32 tells it.', ['Luke 15:11–32']],
  ['as in Acts 17:11,', ['Acts 17:11']],
  ['Eph 2:8-9', ['Ephesians 2:8–9']],
  ['Ephesians 6:10–18', ['Ephesians 6:10–18']],
  ['Phil. 4:8', ['Philippians 4:8']],
  ['Philippians 4:13', ['Philippians 4:13']],
  ['Col 3:16', ['Colossians 3:16']],
  ['1 Thess 5:21', ['1 Thessalonians 5:21']],
  ['1 Thessalonians 5:21', ['1 Thessalonians 5:21']],
  ['2 Tim 3:16-17', ['2 Timothy 3:16–17']],
  ['2 Timothy 4:3', ['2 Timothy 4:3']],
  ['1 Tim. 4:1', ['1 Timothy 4:1']],
  ['Titus 2:11', ['Titus 2:11']],
  ['Heb 4:12', ['Hebrews 4:12']],
  ['Hebrews 11:1', ['Hebrews 11:1']],
  ['James 1:22', ['James 1:22']],
  ['Jas 1:5', ['James 1:5']],
  ['1 Pet 3:15', ['1 Peter 3:15']],
  ['1 Peter 5:8', ['1 Peter 5:8']],
  ['2 Pet 1:20-21', ['2 Peter 1:20–21']],
  ['1 John 1:9', ['1 John 1:9']],
  ['1 Jn 4:8', ['1 John 4:8']],
  ['2 John 1:7', ['2 John 1:7']],
  ['Jude 3', ['Jude 1:3']],
  ['Rev 3:20', ['Revelation 3:20']],
  ['Revelation 21:4', ['Revelation 21:4']],
  ['Gal 5:22-23', ['Galatians 5:22–23']],
  ['Galatians 1:8', ['Galatians 1:8']],
  ['1 Cor. 10:13', ['1 Corinthians 10:13']],
  ['2 Cor 5:17', ['2 Corinthians 5:17']],
  ['2 Corinthians 11:14', ['2 Corinthians 11:14']],
  ['Genesis 1:1', ['Genesis 1:1']],
  ['Gen. 3:15', ['Genesis 3:15']],
  ['Exodus 20:3', ['Exodus 20:3']],
  ['Ex 20:4-6', ['Exodus 20:4–6']],
  ['Lev 19:28', ['Leviticus 19:28']],
  ['Num 23:19', ['Numbers 23:19']],
  ['Deut 18:10-12', ['Deuteronomy 18:10–12']],
  ['Deuteronomy 6:4', ['Deuteronomy 6:4']],
  ['Josh 1:9', ['Joshua 1:9']],
  ['Joshua 24:15', ['Joshua 24:15']],
  ['Judges 21:25', ['Judges 21:25']],
  ['Ruth 1:16', ['Ruth 1:16']],
  ['1 Sam 16:7', ['1 Samuel 16:7']],
  ['2 Samuel 12:13', ['2 Samuel 12:13']],
  ['1 Kings 18:21', ['1 Kings 18:21']],
  ['2 Kgs 17:17', ['2 Kings 17:17']],
  ['2 Chron 7:14', ['2 Chronicles 7:14']],
  ['Ezra 7:10', ['Ezra 7:10']],
  ['Neh 8:10', ['Nehemiah 8:10']],
  ['Esther 4:14', ['Esther 4:14']],
  ['Job 19:25', ['Job 19:25']],
  ['Psalm 23', ['Psalms 23']],
  ['Psalm 23:1', ['Psalms 23:1']],
  ['Psalms 1:1-3', ['Psalms 1:1–3']],
  ['Ps. 139:14', ['Psalms 139:14']],
  ['Prov 3:5-6', ['Proverbs 3:5–6']],
  ['Proverbs 14:12', ['Proverbs 14:12']],
  ['Eccl 3:1', ['Ecclesiastes 3:1']],
  ['Song of Solomon 2:4', ['Song of Solomon 2:4']],
  ['Isaiah 53:5', ['Isaiah 53:5']],
  ['Is 40:31', ['Isaiah 40:31']],
  ['Isa. 55:8-9', ['Isaiah 55:8–9']],
  ['Jer 29:11', ['Jeremiah 29:11']],
  ['Jeremiah 17:9', ['Jeremiah 17:9']],
  ['Lam 3:22-23', ['Lamentations 3:22–23']],
  ['Ezek 36:26', ['Ezekiel 36:26']],
  ['Dan 3:18', ['Daniel 3:18']],
  ['Hosea 4:6', ['Hosea 4:6']],
  ['Joel 2:28', ['Joel 2:28']],
  ['Amos 5:24', ['Amos 5:24']],
  ['Micah 6:8', ['Micah 6:8']],
  ['Mic 6:8', ['Micah 6:8']],
  ['Hab 2:4', ['Habakkuk 2:4']],
  ['Zeph 3:17', ['Zephaniah 3:17']],
  ['Zech 4:6', ['Zechariah 4:6']],
  ['Mal 3:10', ['Malachi 3:10']],
  ['Matt 7:15-20', ['Matthew 7:15–20']],
  ['Mt 24:24', ['Matthew 24:24']],
  ['Matthew 28:19-20', ['Matthew 28:19–20']],
  ['John 14:6', ['John 14:6']],
  ['Jn 1:1', ['John 1:1']],
  ['John 1', ['John 1']],
  ['Romans 8', ['Romans 8']],
  ['Romans 3:23 and 6:23', ['Romans 3:23', 'Romans 6:23']],
  ['Psalm 119:9, 11', ['Psalms 119:9', 'Psalms 119:11']],
  ['Amos 5:24 and Ps 23', ['Amos 5:24', 'Psalms 23']],
  ['(Rom 1:16)', ['Romans 1:16']],
  ['cf. Heb 13:8', ['Hebrews 13:8']],
  ['Ruth 1:1–2:3', ['Ruth 1:1–2:3']],
]

/** Words that are no reference, however they look. */
const NOT_REFERENCES: string[] = [
  'Mark my words',
  'Job well done',
  'Acts of kindness',
  'Psalm',
  '3:16 pm',
  'Meet at 3:16 pm on Sunday',
  'Romans 99:1',
  'John 22:1',
  'See https://example.org/John 3:16 for more',
  'Open example.org/Romans 12:2 in the browser',
  'Genesis',
  'The book of Job',
  'Mark 2 of 5 answered',
  'Job 3 out of 4 went well',
  'Acts 1 percent of the time',
  'Chapter 3 verse 16',
  'a score of 12:2',
  'Mark 0:1',
  'Ezekiel 49:1',
]

const labels = (text: string) => findReferences(text).map((r) => passageLabel(r.passage))

describe('Scripture references in the creator’s words', () => {
  it.each(REFERENCES)('%s', (text, expected) => {
    expect(labels(text)).toEqual(expected)
  })

  it.each(NOT_REFERENCES)('“%s” holds none', (text) => {
    expect(labels(text)).toEqual([])
  })

  it('says where each reference stands in the text', () => {
    const text = 'First Rom. 8:28, then 1 Cor 13:4-7.'
    expect(findReferences(text).map((r) => [r.text, text.slice(r.start, r.end)])).toEqual([
      ['Rom. 8:28', 'Rom. 8:28'],
      ['1 Cor 13:4-7', '1 Cor 13:4-7'],
    ])
  })

  it('links each to its passage page, the verses highlighted', () => {
    const [range] = findReferences('John 3:16–18')
    expect(passageHref(range.passage)).toBe('/scripture/john/3?v=16-18#v16')
    const [chapter] = findReferences('Gen 1')
    expect(passageHref(chapter.passage)).toBe('/scripture/genesis/1')
    const [across] = findReferences('Ruth 1:1–2:3')
    expect(passageHref(across.passage)).toBe('/scripture/ruth/1?v=1#v1')
    const [first] = findReferences('1 John 4:1')
    expect(passageHref(first.passage)).toBe('/scripture/1-john/4?v=1#v1')
  })

  it('finds every reference of the table and nothing else (precision and recall)', () => {
    let truePositives = 0
    let falsePositives = 0
    let expectedTotal = 0
    for (const [text, expected] of REFERENCES) {
      const found = labels(text)
      expectedTotal += expected.length
      truePositives += found.filter((label) => expected.includes(label)).length
      falsePositives += found.filter((label) => !expected.includes(label)).length
    }
    for (const text of NOT_REFERENCES) falsePositives += labels(text).length
    const precision = truePositives / (truePositives + falsePositives)
    const recall = truePositives / expectedTotal
    console.log(`[references] ${REFERENCES.length + NOT_REFERENCES.length} texts: precision ${(precision * 100).toFixed(1)} %, recall ${(recall * 100).toFixed(1)} %`)
    expect(falsePositives).toBe(0)
    expect(recall).toBeGreaterThanOrEqual(0.95)
  })
})
