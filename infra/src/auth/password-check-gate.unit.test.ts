import { describe, expect, it } from 'vitest';
import { PasswordCheckGate } from './password-check-gate.ts';

describe('PasswordCheckGate', () => {
  it('lets 2 checks of one account run at once, whatever the address, and a third once one ends', () => {
    const gate = new PasswordCheckGate();
    const first = gate.tryEnter('Ngarcia', '10.0.0.1');
    expect(first).not.toBeNull();
    expect(gate.tryEnter(' ngarcia ', '10.0.0.2')).not.toBeNull();
    expect(gate.tryEnter('ngarcia', '10.0.0.3')).toBeNull();
    first!();
    first!(); // a second release gives nothing back twice
    expect(gate.tryEnter('ngarcia', '10.0.0.3')).not.toBeNull();
    expect(gate.tryEnter('ngarcia', '10.0.0.4')).toBeNull();
  });

  it('lets 4 checks from one address run at once, whatever the account', () => {
    const gate = new PasswordCheckGate();
    for (let i = 0; i < 4; i++) expect(gate.tryEnter(`user${i}`, '10.0.0.1')).not.toBeNull();
    expect(gate.tryEnter('user4', '10.0.0.1')).toBeNull();
    expect(gate.tryEnter('user4', '10.0.0.2')).not.toBeNull();
  });

  it('lets 8 checks run at once in all', () => {
    const gate = new PasswordCheckGate();
    const releases = Array.from({ length: 8 }, (_, i) => gate.tryEnter(`user${i}`, `10.0.0.${i}`));
    expect(releases.every((r) => r !== null)).toBe(true);
    expect(gate.tryEnter('user8', '10.0.0.8')).toBeNull();
    releases[3]!();
    expect(gate.tryEnter('user8', '10.0.0.8')).not.toBeNull();
  });
});
