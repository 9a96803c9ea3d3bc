// One linter for every workspace. The import rule of docs/architecture.md is enforced here:
// each folder lists the workspaces it must not import, by package name and by relative path.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';

const workspaces = [
  'domain',
  'contracts',
  'infra',
  'read-models',
  'scale-out',
  'command-api',
  'query-api',
  'projections',
  'frontend',
  'tests',
];

/** @type {Record<string, string[]>} what each workspace may import */
const allowed = {
  domain: [],
  contracts: [],
  infra: ['contracts'],
  'read-models': ['domain', 'contracts', 'infra'],
  'scale-out': ['domain', 'infra'],
  'command-api': ['domain', 'contracts', 'infra', 'read-models', 'scale-out'],
  'query-api': ['domain', 'contracts', 'infra', 'read-models', 'scale-out'],
  projections: ['domain', 'infra', 'read-models', 'scale-out'],
  frontend: ['contracts'],
};

// The contracts build their enums from the domain's value lists (`@hs/domain/vocabulary`), share
// the pure recording decision (`@hs/domain/recording`) and the date of an instant in a zone
// (`@hs/domain/time`); they reach nothing else of it. The bare
// `@hs/domain` is then refused by a path rule (a pattern could not re-include the subpath of a
// refused package).
const vocabularyOnly = (workspace, other) => workspace === 'contracts' && other === 'domain';
const domainRootMessage =
  'contracts/ may import only @hs/domain/vocabulary, @hs/domain/recording and @hs/domain/time from domain/.';

const patternsOf = (workspace, may) => {
  const forbidden = workspaces.filter((w) => w !== workspace && !may.includes(w));
  const patterns = [
    {
      group: [
        ...forbidden.flatMap((w) =>
          vocabularyOnly(workspace, w)
            ? [`@hs/${w}/*`, `**/${w}/src/**`]
            : [`@hs/${w}`, `@hs/${w}/*`, `**/${w}/src/**`],
        ),
        ...(workspace === 'contracts'
          ? ['!@hs/domain/vocabulary', '!@hs/domain/recording', '!@hs/domain/time']
          : []),
      ],
      message: `${workspace}/ may import only: ${may.join(', ') || 'zod'} (docs/architecture.md, "Folders and the import rule").`,
    },
  ];
  if (workspace === 'domain') {
    patterns.push({
      group: ['node:*', 'pg', 'fastify', 'fs', 'crypto', 'http'],
      message: 'domain/ is pure: no I/O, no clock, no randomness (docs/architecture.md).',
    });
  }
  if (workspace === 'frontend') {
    patterns.push({
      regex: '^\\.\\./\\.\\./',
      message: 'Use the @/ alias (`@/lib/http`), not a path that climbs folders (`../../lib/http`).',
    });
  }
  return patterns;
};

// The patterns for tests beside the code, which may also use the shared test support in tests/.
const forTests = (patterns) =>
  patterns.map((p) =>
    p.group
      ? { ...p, group: p.group.filter((g) => !g.startsWith('@hs/tests') && g !== '**/tests/src/**') }
      : p,
  );

// The query API is the read side: it may read the log (the audit export) but never append to it,
// reach Kafka or the database set-up (projections/ is out of its reach by the rule above). Of
// scale-out/ it takes only the event stores its start file offers (`@hs/scale-out`).
const readSideOnly = {
  patterns: [
    {
      group: ['@hs/scale-out/*', '@hs/infra/db'],
      message: 'query-api/ is the read side: no Kafka, KurrentDB adapter or database set-up.',
    },
  ],
  paths: [
    {
      name: '@hs/infra',
      message: 'query-api/ imports the subpath it needs (@hs/infra/http, ...), so the read-side rule holds.',
    },
    {
      name: '@hs/infra/event-store',
      importNames: [
        'PostgresEventStore',
        'ConcurrencyError',
        'NewEvent',
        'StreamAppend',
        'ExpectedVersion',
        'AppendResult',
        'chainHash',
        'eventHash',
        'hashedText',
      ],
      message: 'query-api/ reads the log; appending belongs to the command API.',
    },
    {
      name: '@hs/infra/auth',
      importNames: ['hashPassword', 'verifyPassword', 'saveCredential', 'LoginThrottle', 'PasswordCheckGate'],
      message: 'query-api/ does not sign in or change passwords: that is a command.',
    },
  ],
};

// A page the router imports statically is in the download before first paint: only the sign-in
// page and the frame's own error pages may be; every other page goes through `lazyPage`.
const eagerPages = {
  files: ['frontend/src/app/router.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...patternsOf('frontend', allowed.frontend),
          {
            group: [
              '**/features/*/pages/*',
              '!**/features/auth/pages/login-page',
              '!**/features/layout/pages/*',
            ],
            message: 'Load the page with lazyPage, so it is fetched when opened (docs/architecture.md).',
          },
        ],
      },
    ],
  },
};

const importRule = Object.entries(allowed)
  .map(([workspace, may]) => {
    const patterns = patternsOf(workspace, may);
    const paths = [];
    if (workspace === 'contracts') paths.push({ name: '@hs/domain', message: domainRootMessage });
    if (workspace === 'query-api') {
      patterns.push(...readSideOnly.patterns);
      paths.push(...readSideOnly.paths);
    }
    return [
      {
        files: [`${workspace}/src/**/*.{ts,tsx}`],
        ignores: ['**/*.test.ts'],
        rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
      },
      // Tests beside the code may also use the shared test support in tests/.
      {
        files: [`${workspace}/src/**/*.test.ts`],
        rules: {
          'no-restricted-imports': ['error', { paths, patterns: forTests(patterns) }],
        },
      },
    ];
  })
  .flat();

// bench/ and scripts/ sit outside the workspaces: they import a package by its name and exported
// subpaths, never its src/ by relative path, so a package's exports stay its whole surface.
const outsideWorkspaces = {
  files: ['bench/**/*.ts', 'scripts/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: workspaces.map((w) => `**/${w}/src/**`),
            message: 'Import the package by name (@hs/<name> or an exported subpath), not its src/ by path.',
          },
        ],
      },
    ],
  },
};

// Frontend features stand side by side: one feature reaches another only through its index.ts
// (`@/features/<name>`), and the shared folders import no feature (docs/architecture.md, "The frontend").
const features = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featurePatterns = (feature) => {
  const others = features.filter((f) => f !== feature).join('|');
  return [
    {
      regex: `^@/features/(?!${feature}(/|$))[^/]+/`,
      message: 'Import another feature from its index.ts (`@/features/<name>`), not from its files.',
    },
    {
      regex: `^(\\.\\./)+(features/)?(${others})(/|$)`,
      message: 'Import another feature as `@/features/<name>`, not by a relative path.',
    },
  ];
};

// Features import one way only: a feature may not import one that already reaches it through the
// index.ts doors. import/no-cycle would not see these loops: they pass through different files.
const featureDir = (feature) => new URL(`./frontend/src/features/${feature}/`, import.meta.url);
const importsOf = (feature) => {
  const found = new Set();
  for (const file of readdirSync(featureDir(feature), { recursive: true })) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, name] of readFileSync(new URL(file, featureDir(feature)), 'utf8').matchAll(
      /from '@\/features\/([^/']+)'/g,
    ))
      if (name !== feature) found.add(name);
  }
  return found;
};
const featureImports = new Map(features.map((feature) => [feature, importsOf(feature)]));
const reaches = (from, to, seen = new Set()) =>
  [...(featureImports.get(from) ?? [])].some(
    (next) => next === to || (!seen.has(next) && seen.add(next) && reaches(next, to, seen)),
  );
const loopPatterns = (feature) =>
  features
    .filter((other) => other !== feature && reaches(other, feature))
    .map((other) => ({
      regex: `^@/features/${other}$`,
      message: `${other} already imports ${feature} (directly or through another feature): move the shared piece to components/ or lib/, or compose both in app/.`,
    }));

const sharedPatterns = [
  {
    regex: '^(@/|(\\.\\.?/)+)features(/|$)',
    message: 'components/ and lib/ are shared by every feature and import none of them.',
  },
];

const withFrontendRule = (files, extra) => {
  const patterns = patternsOf('frontend', allowed.frontend);
  return [
    {
      files: files.map((f) => `${f}/**/*.{ts,tsx}`),
      ignores: ['**/*.test.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, ...extra] }] },
    },
    {
      files: files.map((f) => `${f}/**/*.test.ts`),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [...forTests(patterns), ...extra],
          },
        ],
      },
    },
  ];
};

const featureBoundaries = [
  ...features.flatMap((feature) =>
    withFrontendRule(
      [`frontend/src/features/${feature}`],
      [...featurePatterns(feature), ...loopPatterns(feature)],
    ),
  ),
  ...withFrontendRule(['frontend/src/components', 'frontend/src/lib'], sharedPatterns),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.cache/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['frontend/src/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  ...importRule,
  outsideWorkspaces,
  ...featureBoundaries,
  eagerPages,
  prettier,
);
