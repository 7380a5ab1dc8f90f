/**
 * Layer rules of the hexagonal modules (docs/architecture.md "Layers"), checked by `npm run lint`:
 * a domain is plain TypeScript, a use case never touches an adapter, and a module never
 * reaches into another module's adapters.
 */
const MODULE = '(^|/)modules/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-framework-free',
      comment: 'domain/ holds rules that would be true without a database or a web server.',
      severity: 'error',
      from: { path: `${MODULE}domain/` },
      to: {
        path: '(^|/)node_modules/(@nestjs|typeorm|express|pg|passport|@nestjs-modules|nodemailer|stripe|imapflow)',
      },
    },
    {
      name: 'domain-depends-on-nothing-outer',
      comment: 'domain/ may not import its application or adapters.',
      severity: 'error',
      from: { path: `${MODULE}domain/` },
      to: { path: `${MODULE}(application|adapters)/` },
    },
    {
      name: 'application-does-not-know-adapters',
      comment: 'Use cases work through ports; adapters are bound in <module>.module.ts alone.',
      severity: 'error',
      from: { path: `${MODULE}application/` },
      to: { path: [`${MODULE}adapters/`, '(^|/)node_modules/(typeorm|express|pg)/'] },
    },
    {
      name: 'no-reaching-into-other-modules-adapters',
      comment: "Modules talk through each other's exported application services.",
      severity: 'error',
      from: { path: '(^|/)modules/([^/]+)/' },
      to: { path: '(^|/)modules/([^/]+)/adapters/', pathNot: '(^|/)modules/$2/' },
    },
    {
      name: 'modules-meet-at-their-public-surface',
      comment: 'Code of a module reaches another module through its <name>.public.ts only.',
      severity: 'error',
      from: { path: '(^|/)modules/([^/]+)/', pathNot: '(^|/)modules/[^/]+/[^/]+\\.module\\.ts$' },
      to: {
        path: '(^|/)modules/([^/]+)/',
        pathNot: ['(^|/)modules/$2/', '(^|/)modules/[^/]+/[^/]+\\.public\\.ts$'],
      },
    },
    {
      name: 'nest-modules-import-nest-modules',
      comment: "A <name>.module.ts binds its own module and imports other modules' <name>.module.ts or public surface.",
      severity: 'error',
      from: { path: '(^|/)modules/([^/]+)/[^/]+\\.module\\.ts$' },
      to: {
        path: '(^|/)modules/([^/]+)/',
        pathNot: ['(^|/)modules/$2/', '(^|/)modules/[^/]+/[^/]+\\.(public|module)\\.ts$'],
      },
    },
    {
      name: 'stories-know-nothing-of-how-answers-arrive',
      comment:
        'The answer pages (answers) and mail in (inbound) hand answers to stories as an AnsweredQuestion; stories never depend on how an answer arrived, nor on the delivery it came back through.',
      severity: 'error',
      from: { path: '(^|/)modules/stories/' },
      to: { path: '(^|/)modules/(answers|inbound|delivery)/' },
    },
    {
      name: 'libs-import-no-app',
      comment: 'libs/ serve the apps; an app is never imported by a lib (the api keeps its own test kit).',
      severity: 'error',
      from: { path: '(^|/)libs/' },
      to: { path: '(^|/)(apps|cli)/' },
    },
    {
      name: 'product-code-imports-no-test-kit',
      comment:
        'apps/api/testing (the in-memory fakes, contract suites, test app) serves the specs; the product never imports it.',
      severity: 'error',
      from: { path: '(^|/)apps/api/src/' },
      to: { path: '(^|/)apps/api/testing/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(spec|int-spec|e2e-spec)\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.spec.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['require', 'node', 'default'] },
  },
};
