/**
 * ESLint: WordPress's shared rules, plus what differs in tests and Node tools.
 */
const wordpress = require( '@wordpress/scripts/config/eslint.config.cjs' );
const wpPlugin = require( '@wordpress/eslint-plugin' );

module.exports = [
	{
		ignores: [
			'artifacts/**',
			'test-results/**',
			'playwright-report/**',
			'.cache/**',
			'.wp-site/**',
			'.wp-test/**',
			'.wp-native/**',
			'build/**',
			'node_modules/**',
		],
	},
	...wordpress,
	// Jest unit tests (TypeScript too).
	...wpPlugin.configs[ 'test-unit' ].map( ( config ) => ( {
		...config,
		files: [ 'tests/js/**/*.{ts,tsx}' ],
	} ) ),
	// Node scripts print progress to the terminal, and import what Node resolves.
	{
		files: [
			'tools/**',
			'bin/**',
			'bench/**',
			'tests/support/**',
			'tests/integration/**',
			'tests/e2e/**',
			'*.config.{js,cjs,ts}',
			'webpack.config.js',
		],
		rules: {
			'no-console': 'off',
			'import/no-extraneous-dependencies': 'off',
			'import/no-unresolved': 'off',
		},
	},
];
