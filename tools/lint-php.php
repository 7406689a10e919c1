<?php
/**
 * `php -l` for many files in one PHP process: each file named on stdin (one
 * a line) is compiled, never run, by OPcache, as `php -l` compiles it.
 * Prints each error and exits 1 when a file does not compile.
 *
 *   git ls-files '*.php' | php -d opcache.enable_cli=1 tools/lint-php.php
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

if ( ! function_exists( 'opcache_compile_file' ) ) {
	fwrite( STDERR, "OPcache is missing: install php-opcache (or run php -l on each file).\n" );
	exit( 2 );
}
$eventsmith_failed = 0;
$eventsmith_files  = array_filter( array_map( 'trim', explode( "\n", (string) stream_get_contents( STDIN ) ) ) );
foreach ( $eventsmith_files as $eventsmith_file ) {
	// A compile error (not a ParseError) is fatal and ends this process; PHP prints it with the file name.
	try {
		if ( ! opcache_compile_file( $eventsmith_file ) ) {
			++$eventsmith_failed;
		}
	} catch ( ParseError $eventsmith_error ) {
		fwrite( STDERR, sprintf( "Parse error: %s in %s on line %d\n", $eventsmith_error->getMessage(), $eventsmith_file, $eventsmith_error->getLine() ) );
		++$eventsmith_failed;
	}
}
printf( "%d PHP files compiled, %d with errors.\n", count( $eventsmith_files ), $eventsmith_failed );
exit( $eventsmith_failed > 0 ? 1 : 0 );
