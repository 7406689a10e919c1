/**
 * JS unit tests: pure TypeScript logic of admin/, template-editor/ and blocks/.
 */
const defaults = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaults,
	rootDir: __dirname,
	testMatch: [ '<rootDir>/tests/js/**/*.test.[jt]s?(x)' ],
};
