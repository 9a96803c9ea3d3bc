import { describe, expect, it } from 'vitest';
import { AppConfig, ConfigError, parseConfig } from './config.ts';

const trustProxyOf = (value: string | undefined) =>
  parseConfig(AppConfig, { TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, false or 0', () => {
    for (const value of [undefined, '', 'false', '0']) expect(trustProxyOf(value)).toBe(false);
  });

  it('takes a hop count', () => {
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf(' 2 ')).toBe(2);
  });

  it('takes a comma-separated list of addresses and CIDR networks', () => {
    expect(trustProxyOf('172.28.0.0/24, 10.0.0.2,::1,fd00::/8,loopback')).toEqual([
      '172.28.0.0/24',
      '10.0.0.2',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true at start-up and says what to give instead', () => {
    expect(() => trustProxyOf('true')).toThrow(ConfigError);
    expect(() => trustProxyOf('true')).toThrow(
      /TRUST_PROXY: .*every hop.*addresses or networks.*number of proxies/,
    );
  });

  it('names every entry that is not an address or network', () => {
    expect(() => trustProxyOf('10.0.0.1, nginx, 10.0.0.0/33, 1.2.3')).toThrow(
      /TRUST_PROXY: not an IP address or CIDR network: "nginx", "10.0.0.0\/33", "1.2.3"/,
    );
    expect(() => trustProxyOf('11')).toThrow(/at most 10/);
  });
});
