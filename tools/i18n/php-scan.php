<?php
/**
 * Reads PHP files with PHP's own tokenizer and prints, as JSON, what the
 * translation tools need from them:
 *
 * - `calls`: every call of a gettext function (name, line, each argument as
 *   its literal string value or null when it is not a plain literal, and the
 *   `translators:` comment written just before the call);
 * - `suspects`: user-visible text that is not translated (a literal echoed,
 *   printed or escaped for output without a translation function, and text
 *   between PHP tags in templates).
 *
 * Usage: php tools/i18n/php-scan.php ROOT FILE... (files relative to ROOT).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

const ESM_I18N_FUNCTIONS = array(
	'__',
	'_e',
	'_x',
	'_ex',
	'_n',
	'_nx',
	'_n_noop',
	'_nx_noop',
	'esc_html__',
	'esc_html_e',
	'esc_html_x',
	'esc_attr__',
	'esc_attr_e',
	'esc_attr_x',
	'translate',
);

/** Output calls whose literal argument reaches the page as text. */
const ESM_OUTPUT_FUNCTIONS = array( 'esc_html', 'esc_attr', 'printf', 'wp_die', 'wp_kses_post' );

/**
 * The string value of a constant string token ('…' or "…" without variables).
 *
 * @param string $text Token text.
 */
function esm_string_value( string $text ): string {
	if ( "'" === $text[0] ) {
		return strtr( substr( $text, 1, -1 ), array( "\\'" => "'", '\\\\' => '\\' ) );
	}
	// A double-quoted literal without variables: let PHP read it.
	return (string) eval( 'return ' . $text . ';' ); // phpcs:ignore Squiz.PHP.Eval.Discouraged -- a constant literal the tokenizer found.
}

/**
 * Whether a literal holds words a person reads: letters outside markup, not a
 * lone keyword such as a class name or an attribute value.
 *
 * @param string $text The literal.
 */
function esm_reads_as_text( string $text ): bool {
	$text = trim( (string) preg_replace( '/<(style|script)\b.*?<\/\1>|<[^>]*>|&[a-z#0-9]+;|%\d*\$?[sdf]/is', ' ', $text ) );
	return (bool) preg_match( '/\p{L}{2,}/u', $text ) && ! preg_match( '/^[a-z][a-z0-9_-]*$/', $text );
}

/**
 * Scans one file.
 *
 * @param string $path     Absolute path.
 * @param string $relative Path shown in references.
 * @return array{calls: array<int, array<string, mixed>>, suspects: array<int, array<string, mixed>>}
 */
function esm_scan( string $path, string $relative ): array {
	$tokens = array_values(
		array_filter(
			token_get_all( (string) file_get_contents( $path ) ),
			static fn( $t ) => ! ( is_array( $t ) && T_WHITESPACE === $t[0] )
		)
	);
	$count    = count( $tokens );
	$calls    = array();
	$suspects = array();
	$comment  = null; // Last unused translators comment in the current statement.

	for ( $i = 0; $i < $count; $i++ ) {
		$token = $tokens[ $i ];
		if ( ! is_array( $token ) ) {
			if ( ';' === $token || '{' === $token || '}' === $token ) {
				$comment = null;
			}
			continue;
		}
		[ $id, $text, $line ] = $token;

		if ( T_COMMENT === $id || T_DOC_COMMENT === $id ) {
			if ( preg_match( '/translators:/i', $text ) ) {
				$clean   = preg_replace( '#^\s*(/\*+|//|\*/|\*)\s?#m', '', $text );
				$clean   = preg_replace( '#\s*\*/\s*$#', '', (string) $clean );
				$comment = array(
					'text' => trim( (string) preg_replace( '/\s+/', ' ', (string) $clean ) ),
					'end'  => $line + substr_count( $text, "\n" ),
				);
			}
			continue;
		}
		if ( T_INLINE_HTML === $id ) {
			continue;
		}
		if ( T_ECHO === $id || T_PRINT === $id ) {
			$next = $tokens[ $i + 1 ] ?? null;
			if ( is_array( $next ) && T_CONSTANT_ENCAPSED_STRING === $next[0] && esm_reads_as_text( esm_string_value( $next[1] ) ) ) {
				$suspects[] = array( 'file' => $relative, 'line' => $line, 'kind' => 'echo', 'text' => esm_string_value( $next[1] ) );
			}
			continue;
		}
		if ( T_STRING !== $id && T_NAME_FULLY_QUALIFIED !== $id ) {
			continue;
		}
		$name = ltrim( $text, '\\' );
		$prev = $tokens[ $i - 1 ] ?? null;
		if ( ( $tokens[ $i + 1 ] ?? null ) !== '(' ) {
			continue;
		}
		if ( is_array( $prev ) && in_array( $prev[0], array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW ), true ) ) {
			continue;
		}
		$is_i18n   = in_array( $name, ESM_I18N_FUNCTIONS, true );
		$is_output = in_array( $name, ESM_OUTPUT_FUNCTIONS, true );
		if ( ! $is_i18n && ! $is_output ) {
			continue;
		}

		// Read the arguments: each either one literal (possibly concatenated literals) or null.
		$args  = array();
		$depth = 0;
		$value = '';
		$plain = true;
		$empty = true;
		for ( $j = $i + 2; $j < $count; $j++ ) {
			$t = $tokens[ $j ];
			if ( 0 === $depth && ( ',' === $t || ')' === $t ) ) {
				$args[] = $plain && ! $empty ? $value : null;
				$value  = '';
				$plain  = true;
				$empty  = true;
				if ( ')' === $t ) {
					break;
				}
				continue;
			}
			if ( '(' === $t || '[' === $t || '{' === $t ) {
				++$depth;
			} elseif ( ')' === $t || ']' === $t || '}' === $t ) {
				--$depth;
			}
			if ( is_array( $t ) && ( T_COMMENT === $t[0] || T_DOC_COMMENT === $t[0] ) ) {
				continue;
			}
			$empty = false;
			if ( 0 === $depth && is_array( $t ) && T_CONSTANT_ENCAPSED_STRING === $t[0] ) {
				$value .= esm_string_value( $t[1] );
			} elseif ( '.' !== $t ) {
				$plain = false;
			}
		}

		if ( $is_i18n ) {
			$entry = array(
				'file' => $relative,
				'line' => $line,
				'fn'   => $name,
				'args' => $args,
			);
			if ( null !== $comment && $comment['end'] <= $line ) {
				$entry['comment'] = $comment['text'];
				$comment          = null;
			}
			$calls[] = $entry;
		} elseif ( isset( $args[0] ) && esm_reads_as_text( $args[0] ) ) {
			$suspects[] = array( 'file' => $relative, 'line' => $line, 'kind' => $name, 'text' => $args[0] );
		}
	}
	return array(
		'calls'    => $calls,
		'suspects' => array_merge( $suspects, esm_html_text( $tokens, $relative ) ),
	);
}

/**
 * Text between PHP tags that a visitor reads (not markup, not attributes).
 *
 * @param array<int, mixed> $tokens   The file's tokens.
 * @param string            $relative Path shown in references.
 * @return array<int, array<string, mixed>>
 */
function esm_html_text( array $tokens, string $relative ): array {
	// The inline HTML with each PHP part as one NUL, and where each byte's line starts.
	$html  = '';
	$lines = array();
	$in    = false;
	foreach ( $tokens as $t ) {
		if ( is_array( $t ) && T_INLINE_HTML === $t[0] ) {
			$lines[ strlen( $html ) ] = $t[2];
			$html                    .= $t[1];
			$in                       = false;
		} elseif ( ! $in ) {
			$html .= "\0";
			$in    = true;
		}
	}
	$blank = static fn( array $m ): string => (string) preg_replace( '/[^\n]/', ' ', $m[0] );
	$html  = (string) preg_replace_callback( '/<(style|script)\b.*?<\/\1>|<!--.*?-->|<[^>]*>|&[a-z#0-9]+;/is', $blank, $html );
	$found = array();
	preg_match_all( '/[^\0<>]+/', $html, $parts, PREG_OFFSET_CAPTURE );
	foreach ( $parts[0] as [ $text, $offset ] ) {
		if ( ! preg_match( '/\p{L}{2,}/u', $text ) ) {
			continue;
		}
		$start = 0;
		foreach ( $lines as $at => $line ) {
			if ( $at <= $offset ) {
				$start = $line + substr_count( substr( $html, $at, $offset - $at ), "\n" );
			}
		}
		$found[] = array( 'file' => $relative, 'line' => $start, 'kind' => 'html', 'text' => trim( $text ) );
	}
	return $found;
}

$esm_root   = rtrim( $argv[1] ?? '.', '/' );
$esm_result = array( 'calls' => array(), 'suspects' => array() );
foreach ( array_slice( $argv, 2 ) as $esm_file ) {
	$esm_found              = esm_scan( $esm_root . '/' . $esm_file, $esm_file );
	$esm_result['calls']    = array_merge( $esm_result['calls'], $esm_found['calls'] );
	$esm_result['suspects'] = array_merge( $esm_result['suspects'], $esm_found['suspects'] );
}
echo json_encode( $esm_result, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
