/**
 * ESLint: WordPress's shared rules, plus what differs in tests and Node tools.
 */
const wordpress = require( '@wordpress/scripts/config/eslint.config.cjs' );
const wpPlugin = require( '@wordpress/eslint-plugin' );

/** The app folders, which share code only through front/. */
const APPS = [ 'admin', 'template-editor', 'scanner', 'blocks' ];

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
	// One front-end room: the apps share code through front/ only, never by
	// importing one another (tests/js/architecture/imports.test.ts checks it too).
	{
		files: [ '{front,admin,template-editor,scanner,blocks}/**' ],
		rules: {
			'import/no-restricted-paths': [
				'error',
				{
					basePath: __dirname,
					zones: [ 'front', ...APPS ].map( ( folder ) => ( {
						target: `./${ folder }`,
						from: APPS.filter( ( app ) => app !== folder ).map(
							( app ) => `./${ app }`
						),
						message:
							'Shared code lives in front/ (docs/architecture.md, "Browser side").',
					} ) ),
				},
			],
		},
	},
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
