import type { Osha300Query } from '@hs/contracts';

export const oshaKeys = {
  all: ['osha'] as const,
  log300: (query: Osha300Query) => ['osha', '300', query] as const,
  summary300A: (query: Osha300Query) => ['osha', '300a', query] as const,
  privacyCases: (query: Osha300Query) => ['osha', 'privacy-cases', query] as const,
};
