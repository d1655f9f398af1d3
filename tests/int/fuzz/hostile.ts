/**
 * Values an attacker or a broken client sends: the fuzz draws every parameter and body field
 * from these. None of them contains text the leak check looks for (stack frames, file paths),
 * so an answer that echoes one back is never mistaken for a leak.
 */
import fc from 'fast-check'

/** Inputs that have broken web apps before, each for its own reason. */
const KNOWN_BAD = [
  '',
  ' ',
  ' \t\r\n ',
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  '\u001b[31mred',
  '\u0007\u0008\u000b\u000c',
  '\uD800',
  '\uDFFF',
  'x\uDC00y',
  '\uFFFE\uFFFF',
  '\uFEFFbom',
  '\u202Eevil',
  'zero\u200Bwidth',
  'İ',
  'ß',
  'e\u0301\u0301\u0301',
  '🙏🏽',
  '../',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '..%2f..%2f',
  '/',
  '//evil.example/',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' UNION SELECT password FROM users --",
  '\\',
  "\\'",
  '%s%s%s%n',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '0x10',
  '１',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
]

/** What a raw URL can carry that a decoded string cannot: escapes of invalid UTF-8, bare "%". */
export const RAW_ESCAPES = ['%FF', '%00', '%', '%%', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%uD800', '%2e%2e%2f', '%0d%0aSet-Cookie:%20x=1']

/** Single UTF-16 code units of any value, lone surrogates included (fc's own units skip them). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit))
const controlChar = fc.integer({ min: 0, max: 0x1f }).map((unit) => String.fromCharCode(unit))

/** A short bad piece to slip into otherwise good text. */
export const hostileFragment: fc.Arbitrary<string> = fc.oneof(
  fc.constant('\u0000'),
  fc.constantFrom(...KNOWN_BAD.filter(Boolean)),
  controlChar,
  codeUnit,
)

/** Ordinary text around one bad piece, so the bad piece is all that is wrong with it. */
const spliced = (bad: fc.Arbitrary<string>) =>
  fc.tuple(fc.string({ minLength: 3, maxLength: 30 }), bad, fc.string({ minLength: 3, maxLength: 30 })).map((parts) => parts.join(''))

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN_BAD) },
  // NUL and its neighbours first among equals: PostgreSQL text cannot hold U+0000 at all.
  { weight: 2, arbitrary: fc.string({ unit: controlChar, minLength: 1, maxLength: 8 }) },
  { weight: 3, arbitrary: spliced(hostileFragment) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // Long enough to find missing length limits (10,000 characters; a whole body stays under 100 KB).
  { weight: 1, arbitrary: fc.constantFrom('x', 'é', '\u0000', '🙏', '<a>').map((piece) => piece.repeat(10_000 / piece.length)) },
)

/** Anything JSON can hold that is not the string a field expects. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, [], {}),
  fc.integer(),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  // Nesting deep enough to hurt a recursive walk, shallow enough for JSON.parse.
  fc.integer({ min: 10, max: 2_000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
  fc.jsonValue({ maxDepth: 3 }),
)

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 2, arbitrary: wrongType })

/** Whole bodies that are not a JSON object at all. */
export const hostileRawBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.constantFrom('{', '{"a":', 'not json', '\u0000', '[]', 'null', '"text"', '42', '{"__proto__":{"admin":true}}', '{"a":1,"a":2}'),
  fc.string({ unit: codeUnit, maxLength: 60 }),
  // Bytes that are not UTF-8 at all (a lone continuation byte, an overlong "/", a truncated sequence).
  fc.uint8Array({ maxLength: 64 }),
  fc.constantFrom(Uint8Array.of(0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d), Uint8Array.of(0xc0, 0xaf), Uint8Array.of(0xe0, 0xa4)),
)
