/**
 * JS unit tests: pure TypeScript logic of front/, admin/, template-editor/,
 * scanner/ and blocks/, under tests/js/ in the same layout.
 */
const defaults = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaults,
	rootDir: __dirname,
	testMatch: [ '<rootDir>/tests/js/**/*.test.[jt]s?(x)' ],
};
