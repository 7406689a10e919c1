<?php
/**
 * Test support: runs one of the plugin's WP-CLI commands on a native test site
 * without WP-CLI installed. A small stand-in for the `WP_CLI` class records the
 * commands the plugin adds and prints what they report; the command then runs
 * as `wp` would run it.
 *
 *     php tests/support/wp-cli-runner.php <site folder> <command words…> [args…] [--name=value…]
 *
 * e.g. `php tests/support/wp-cli-runner.php .wp-native/integration_9871 eventsmith export json --file=/tmp/x.json`.
 * Exit status 0 on success, 1 after WP_CLI::error().
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

// phpcs:disable -- a command-line test tool.

if ( PHP_SAPI !== 'cli' || ! isset( $argv[2] ) ) {
	exit( 2 );
}

final class WP_CLI {
	/** @var array<string, callable|object> */
	public static array $commands = array();

	public static function add_command( string $name, callable|object $command ): void {
		self::$commands[ $name ] = $command;
	}

	public static function success( string $message ): void {
		fwrite( STDERR, "Success: {$message}\n" );
	}

	public static function log( string $message ): void {
		fwrite( STDERR, "{$message}\n" );
	}

	public static function warning( string $message ): void {
		fwrite( STDERR, "Warning: {$message}\n" );
	}

	public static function error( string $message ): void {
		fwrite( STDERR, "Error: {$message}\n" );
		exit( 1 );
	}
}

define( 'WP_CLI', true );
define( 'WP_ADMIN', false );
require rtrim( $argv[1], '/' ) . '/wp-load.php';

$eventsmith_words = array_slice( $argv, 2 );
$eventsmith_name  = '';
$eventsmith_found = null;
// The longest run of leading words that names a command.
for ( $eventsmith_i = count( $eventsmith_words ); $eventsmith_i > 0; $eventsmith_i-- ) {
	$eventsmith_try = implode( ' ', array_slice( $eventsmith_words, 0, $eventsmith_i ) );
	if ( isset( WP_CLI::$commands[ $eventsmith_try ] ) ) {
		$eventsmith_name  = $eventsmith_try;
		$eventsmith_found = $eventsmith_i;
		break;
	}
}
if ( null === $eventsmith_found ) {
	WP_CLI::error( 'No such command: ' . implode( ' ', $eventsmith_words ) );
}
$eventsmith_args  = array();
$eventsmith_assoc = array();
foreach ( array_slice( $eventsmith_words, $eventsmith_found ) as $eventsmith_word ) {
	if ( preg_match( '/^--([^=]+)=(.*)$/s', $eventsmith_word, $eventsmith_m ) ) {
		$eventsmith_assoc[ $eventsmith_m[1] ] = $eventsmith_m[2];
	} elseif ( preg_match( '/^--([a-z][a-z0-9-]*)$/', $eventsmith_word, $eventsmith_m ) ) {
		$eventsmith_assoc[ $eventsmith_m[1] ] = true; // A flag such as --dry-run.
	} else {
		$eventsmith_args[] = $eventsmith_word;
	}
}
$eventsmith_command = WP_CLI::$commands[ $eventsmith_name ];
if ( is_callable( $eventsmith_command ) ) {
	$eventsmith_command( $eventsmith_args, $eventsmith_assoc );
} else {
	// A class of subcommands: the next word names the method.
	$eventsmith_method = array_shift( $eventsmith_args );
	$eventsmith_command->{$eventsmith_method}( $eventsmith_args, $eventsmith_assoc );
}
exit( 0 );
