import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Comparing a role to a role literal (`role === 'owner'`, `x.role !== 'viewer'`, `roleOf(v) === 'owner'`,
 * `['owner', 'contributor'].includes(role)`, `switch (role) { case 'viewer': … }`): a decision of
 * who may, which belongs to the one table named by `ask`.
 */
const ROLE_NAME = '/^(role|roleOf|[A-Za-z]*Role)$/';
const ROLE_LITERAL = '/^(owner|contributor|viewer)$/';
const MEMBER_ROLE_LITERAL = '/^(contributor|viewer)$/';
const sides = (test) => `:matches([left${test}], [right${test}])`;
const roleComparisons = (ask) => [
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/]${sides(`.value=${MEMBER_ROLE_LITERAL}`)}`,
    message: `Ask ${ask} instead of comparing roles.`,
  },
  {
    selector:
      `BinaryExpression[operator=/^[!=]==?$/]${sides(".value='owner'")}` +
      `:matches([left.name=${ROLE_NAME}], [left.property.name=${ROLE_NAME}], [left.callee.name=${ROLE_NAME}], ` +
      `[right.name=${ROLE_NAME}], [right.property.name=${ROLE_NAME}], [right.callee.name=${ROLE_NAME}])`,
    message: `Ask ${ask} instead of comparing roles.`,
  },
  {
    selector: `CallExpression[callee.property.name='includes'] > MemberExpression.callee > ArrayExpression.object > Literal[value=${ROLE_LITERAL}]`,
    message: `Ask ${ask} instead of listing the roles that may.`,
  },
  {
    selector: `SwitchStatement:matches([discriminant.name=${ROLE_NAME}], [discriminant.property.name=${ROLE_NAME}], [discriminant.callee.name=${ROLE_NAME}]) > SwitchCase > Literal.test[value=${ROLE_LITERAL}]`,
    message: `Ask ${ask} instead of branching on roles.`,
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', '**/*.cjs', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    // The CLI prints through cli/src/output.ts alone, which removes terminal escape sequences.
    files: ['cli/src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // CommonJS files (jest configs, the CLI launcher) load their dependencies with require().
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Files served as they are to the browser (worklets, the pre-paint route guard).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Light pages must stay light: react-admin and MUI belong to the lazy dashboard chunk alone.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-admin', 'ra-*', '@mui/*'],
              message: 'Only apps/web/src/dashboard may import react-admin or MUI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/dashboard/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // One client talks to the api: cookies, JSON, and the one ApiError for every refusal.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/client.ts', '**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the api through apps/web/src/api/client.ts.' },
        { name: 'XMLHttpRequest', message: 'Call the api through apps/web/src/api/client.ts.' },
      ],
    },
  },
  {
    // Who may do what in a vault is the permission table's alone (vault/domain/vault-permissions.ts):
    // elsewhere, ask it (roleAllows, VaultAccess) instead of comparing a role to a role.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/vault/domain/vault-permissions.ts'],
    rules: { 'no-restricted-syntax': ['error', ...roleComparisons('the permission table (roleAllows, VaultAccess)')] },
  },
  {
    // The web's one table of what each role is shown: apps/web/src/dashboard/data/vaultRole.ts.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/dashboard/data/vaultRole.ts'],
    rules: { 'no-restricted-syntax': ['error', ...roleComparisons('apps/web/src/dashboard/data/vaultRole.ts')] },
  },
  {
    files: [
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/*.e2e-spec.ts',
      '**/*.spec.tsx',
      'libs/testing/**/*.ts',
      'apps/api/testing/**/*.ts',
      'test/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // The in-memory fakes are test doubles: they live in the api's test kit (apps/api/testing/in-memory/).
    files: ['apps/api/src/**/in-memory-*'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'In-memory fakes live in apps/api/testing/in-memory/, not in apps/api/src.' },
      ],
    },
  },
);
