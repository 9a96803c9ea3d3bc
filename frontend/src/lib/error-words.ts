const unit = (kind: string, n: string): string => {
  const one = n === '1';
  if (kind === 'string') return one ? 'character' : 'characters';
  if (kind === 'array' || kind === 'set') return one ? 'item' : 'items';
  return '';
};

// zod's default texts, as a server without the contracts' error map (or a proxy) may still send.
const rewrites: [RegExp, (m: RegExpExecArray) => string][] = [
  [
    /^Too big: expected (\w+) to (?:have|be) <=?\s*(\d+)(?: \w+)?$/,
    (m) => `At most ${m[2]} ${unit(m[1]!, m[2]!)}`,
  ],
  [
    /^Too small: expected (\w+) to (?:have|be) >=?\s*(\d+)(?: \w+)?$/,
    (m) => (m[1] === 'string' && Number(m[2]) <= 1 ? 'Required' : `At least ${m[2]} ${unit(m[1]!, m[2]!)}`),
  ],
  [/^Invalid input: expected \w+, received undefined$/, () => 'Required'],
  [/^must have required property/, () => 'Required'],
  [/^Invalid email address$/, () => 'Enter a valid e-mail address'],
  [/^Invalid (?:option|input): expected one of/, () => 'Choose one of the options'],
  [/^Invalid UUID$/, () => 'Not a valid reference'],
  [/^Invalid (?:ISO )?date$/, () => 'Enter a valid date'],
  [/^Unrecognized key/, () => 'Unknown field'],
];

/** A validation reason as a person reads it: "At most 200 characters", not zod's developer text. */
export const plainReason = (reason: string): string => {
  for (const [pattern, words] of rewrites) {
    const match = pattern.exec(reason.trim());
    if (match) return words(match).trim();
  }
  return reason;
};

/** A field path of a problem ("body.witnessName", "/items/0") as words ("Witness name"). */
export const fieldWords = (field: string): string => {
  const name =
    field
      .replace(/^(?:body[./]|\/)/, '')
      .split(/[./]/)
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? field;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
