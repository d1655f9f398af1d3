/** Header values (subject, display names) are single lines. */
export const oneLine = (value: string): string => value.replace(/[\r\n\t]+/g, ' ').trim()
