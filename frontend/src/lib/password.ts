const groups = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%*-_=+?'];
const alphabet = groups.join('');

/** A uniform random index below `size`, from the browser's CSPRNG (rejection sampling, no bias). */
const randomIndex = (size: number): number => {
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return value % size;
  }
};

const pick = (characters: string): string => characters.charAt(randomIndex(characters.length));

/**
 * A strong initial password: at least one upper-case letter, lower-case letter, digit and
 * symbol, without look-alike characters (0/O, 1/l/I) so it can be read out or copied by hand.
 */
export const generatePassword = (length = 16): string => {
  const characters = groups.map(pick);
  while (characters.length < length) characters.push(pick(alphabet));
  // Fisher-Yates, so the guaranteed characters are not always at the start.
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1);
    [characters[i], characters[j]] = [characters[j] ?? '', characters[i] ?? ''];
  }
  return characters.join('');
};
