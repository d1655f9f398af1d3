/**
 * Passwords attackers try first: the well-known leaders of public breach lists, their obvious
 * variants, and faith words a visitor to this site might reach for. Only entries of 8 or more
 * characters are listed, since shorter ones fail the length rule anyway. Compared in lower case.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'password!', 'passw0rd', 'p@ssw0rd',
  'p@ssword', 'pa$$word', 'passwort', 'motdepasse', 'contrasena', '12345678', '123456789', '1234567890',
  '12345678910', '0123456789', '87654321', '987654321', '9876543210', '11111111', '111111111', '1111111111',
  '00000000', '000000000', '0000000000', '22222222', '55555555', '66666666', '77777777', '88888888',
  '99999999', '12121212', '11223344', '12344321', '123123123', '123321123', '147258369', '159753159',
  '123456abc', '123456789a', '1234567a', '1234qwer', '12qwaszx', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y',
  '1qaz2wsx', '1qaz2wsx3edc', 'zaq12wsx', 'zaq1zaq1', 'qwerty12', 'qwerty123', 'qwerty1234', 'qwertyui',
  'qwertyuiop', 'qwerty123456', 'qwer1234', 'qazwsxedc', 'qazwsx123', 'asdfghjk', 'asdfghjkl', 'asdf1234',
  'zxcvbnm1', 'zxcvbnm123', 'abcd1234', 'abc12345', 'abc123456', 'abcdefgh', 'abcdefg1', 'a1b2c3d4',
  'aa123456', 'iloveyou', 'iloveyou1', 'iloveyou2', 'loveyou1', 'lovelove', 'sunshine', 'sunshine1',
  'princess', 'princess1', 'football', 'football1', 'baseball', 'basketball', 'superman', 'batman123',
  'starwars', 'pokemon1', 'welcome1', 'welcome123', 'welcome!', 'letmein1', 'letmein123', 'trustno1',
  'whatever', 'whatever1', 'freedom1', 'computer', 'internet', 'security', 'changeme', 'changeme1',
  'administrator', 'admin123', 'admin1234', 'adminadmin', 'rootroot', 'master123', 'michael1', 'jennifer',
  'jordan23', 'charlie1', 'thomas12', 'robert12', 'daniel12', 'jessica1', 'ashley12', 'nicole12', 'matthew1',
  'hannah12', 'anthony1', 'jonathan', 'christian', 'christina', 'alexander', 'elizabeth', 'victoria',
  'samantha', 'butterfly', 'chocolate', 'cookie123', 'cheese123', 'bubbles1', 'flower12', 'snoopy12',
  'tigger12', 'monkey12', 'monkey123', 'dragon12', 'dragon123', 'shadow12', 'mustang1', 'jasmine1', 'blink182',
  'liverpool', 'chelsea1', 'arsenal1', 'manchester', 'barcelona', 'yankees1', 'dallas22', 'soccer12',
  'hockey12', 'hunter12', 'hunter123', 'ranger12', 'killer12', 'fuckyou1', 'babygirl', 'babygirl1', 'lovely12',
  'angel123', 'sweety12', 'summer12', 'summer2024', 'summer2025', 'winter12', 'spring12', 'autumn12',
  'january1', 'october1', 'december', 'november', 'september', '123abc123', 'myspace1', 'facebook',
  'facebook1', 'google123', 'linkedin', 'youtube1', 'instagram', 'minecraft', 'fortnite', 'roblox123',
  'letmein!', 'opensesame', '1234abcd', 'aaaaaaaa', 'abcabcabc', 'asdasdasd', 'qweqweqwe', 'zxczxczxc',
  'holyspirit', 'jesus123', 'jesuschrist', 'jesus4me', 'jesuslovesme', 'jesusislord', 'godisgood', 'godislove',
  'blessed1', 'blessed123', 'faithful', 'christ123', 'hallelujah', 'amazinggrace', 'emmanuel', 'salvation',
  'praisegod', 'trinity1', 'heaven12', 'angels12', 'genesis1', 'john3:16',
])

/** On the list, or one character repeated ("aaaaaaaa", "........"). */
export const isCommonPassword = (password: string): boolean => {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase()) || /^(.)\1*$/su.test(password)
}
