// ESLint flat config for the whole repository.
// - src/: React + TypeScript, import direction routes → features → shared (components, lib).
// - e2e/, tests/, *.config.ts: TypeScript on Node.
// - stack/, scripts/, bench/: plain ESM on Node.
// - supabase/functions/: Deno TypeScript, linted lightly (not part of the TS project).
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const srcDir = path.join(import.meta.dirname, 'src');

/**
 * Which layer a file inside src/ belongs to.
 * 'routes' | 'feature:<name>' | 'shared' | 'app' | null (outside src)
 */
function layerOf(file) {
  const rel = path.relative(srcDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'routes') return 'routes';
  if (top === 'features') return second ? `feature:${second}` : 'shared';
  // Entries: the browser's (main.tsx, app.tsx) and the build's prerender step (prerender/).
  if (['main.tsx', 'app.tsx', 'router.tsx', 'routeTree.gen.ts', 'prerender'].includes(top))
    return 'app';
  return 'shared'; // components, lib, locales, test, theme.ts, ...
}

/** Local rule: routes → features → shared; features never import each other. */
const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce routes → features → shared (components, lib) import direction' },
    schema: [],
    messages: {
      sharedToUpper:
        'Shared code (components, lib) must not import from {{target}}. Move the code down or compose it in a route.',
      featureToRoute: 'Features must not import routes.',
      featureToFeature:
        'Features do not import each other ({{from}} → {{to}}). Compose them in a route or move shared code to src/components or src/lib.',
    },
  },
  create(context) {
    const fromLayer = layerOf(context.filename);
    if (!fromLayer || fromLayer === 'app') return {};
    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('.')) target = path.resolve(path.dirname(context.filename), spec);
      else if (spec.startsWith('@/')) target = path.join(srcDir, spec.slice(2));
      else if (spec.startsWith('/src/')) target = path.join(srcDir, spec.slice(5));
      else return;
      const toLayer = layerOf(target);
      if (!toLayer || toLayer === fromLayer) return;
      if (fromLayer === 'shared' && toLayer !== 'shared') {
        context.report({ node, messageId: 'sharedToUpper', data: { target: toLayer } });
      } else if (fromLayer.startsWith('feature:')) {
        if (toLayer === 'routes' || toLayer === 'app')
          context.report({ node, messageId: 'featureToRoute' });
        else if (toLayer.startsWith('feature:'))
          context.report({
            node,
            messageId: 'featureToFeature',
            data: { from: fromLayer.slice(8), to: toLayer.slice(8) },
          });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

const local = { rules: { 'import-direction': importDirection } };

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-shard-*/**',
      'node_modules/**',
      '.stack/**',
      'artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'bench/data/**',
      'src/routeTree.gen.ts',
      'src/lib/database.types.ts',
      'supabase/.temp/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'warn' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  // Browser app
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { local, 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Without these, import-x skips .ts/.tsx files when it follows imports (no cycle is found).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'local/import-direction': 'error',
      // No module may import itself through others: cycles make load order decide behaviour
      // (an import seen as undefined), and keep layers from being read one at a time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel files: import from the module that defines the thing.',
        },
        {
          selector: 'ExportNamedDeclaration[source]',
          message: 'No barrel files: import from the module that defines the thing.',
        },
      ],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Tests inside src may use anything from test helpers and be a bit looser.
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // Node-side TypeScript: configs, e2e, integration tests
  {
    files: ['*.config.{ts,js,mjs,cjs}', 'e2e/**/*.ts', 'tests/**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Plain ESM on Node: local stack and scripts
  {
    files: [
      'stack/**/*.{js,mjs,cjs}',
      'scripts/**/*.{js,mjs,cjs}',
      'bench/**/*.{js,mjs,cjs}',
      'eslint.config.js',
    ],
    languageOptions: { globals: { ...globals.node }, sourceType: 'module' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Deno edge functions and the Deno scripts of the tests: web-platform globals plus Deno.
  {
    files: ['supabase/functions/**/*.{ts,js}', 'tests/**/deno/**/*.ts'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.worker, Deno: 'readonly', EdgeRuntime: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
);
