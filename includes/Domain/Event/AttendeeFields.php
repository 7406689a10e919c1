<?php
/**
 * The extra questions an event asks each attendee (company, T-shirt size, …).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Event;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Checks the definitions an organiser saves (`attendee_fields`: up to 10 of
 * {name, label, type, options, required}) and the answers an attendee gives
 * to them at checkout (stored in the attendee's `extra`).
 */
final class AttendeeFields {

	public const FIELD       = 'attendee_fields';
	public const TYPES       = array( 'text', 'number', 'date', 'select' );
	public const MAX_FIELDS  = 10;
	public const MAX_LABEL   = 80;
	public const MAX_OPTIONS = 20;
	public const MAX_VALUE   = 500;
	private const NAME       = '/^[a-z][a-z0-9_]{0,39}$/';

	/**
	 * Cleans a list of definitions; a missing or bad name is derived from the label.
	 *
	 * @param mixed $value Input (null: none).
	 * @return list<array{name: string, label: string, type: string, options: list<string>, required: bool}>
	 * @throws DomainError Naming attendee_fields when the list or an entry is wrong.
	 */
	public static function normalise( mixed $value ): array {
		if ( null === $value || '' === $value ) {
			return array();
		}
		if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
			self::fail( __( 'attendee_fields must be a list of fields.', 'eventsmith' ) );
		}
		if ( count( $value ) > self::MAX_FIELDS ) {
			/* translators: %d: maximum number of fields. */
			self::fail( sprintf( __( 'attendee_fields: an event asks at most %d extra questions.', 'eventsmith' ), self::MAX_FIELDS ) );
		}
		$fields = array();
		$names  = array();
		foreach ( $value as $n => $entry ) {
			$field    = self::definition( is_array( $entry ) ? $entry : null, (int) $n );
			$name     = $field['name'];
			$suffix   = 2;
			while ( isset( $names[ $field['name'] ] ) ) {
				$field['name'] = substr( $name, 0, 36 ) . '_' . $suffix++;
			}
			$names[ $field['name'] ] = true;
			$fields[]                = $field;
		}
		return $fields;
	}

	/**
	 * Checks the answers of one attendee against the definitions.
	 *
	 * @param list<array{name: string, label: string, type: string, options: list<string>, required: bool}> $fields Definitions.
	 * @param mixed                                                                                        $input  The attendee's `extra` object.
	 * @param string                                                                                       $prefix Field path of the attendee, e.g. "attendees[1]".
	 * @return array<string, string> Name => answer; unanswered optional questions are left out.
	 * @throws DomainError Naming `{prefix}.extra.{name}`.
	 */
	public static function answers( array $fields, mixed $input, string $prefix ): array {
		$input   = is_array( $input ) ? $input : array();
		$answers = array();
		foreach ( $fields as $field ) {
			$path  = "{$prefix}.extra.{$field['name']}";
			$raw   = $input[ $field['name'] ] ?? '';
			$value = is_scalar( $raw ) ? trim( (string) preg_replace( '/[\x00-\x1F\x7F]+/u', ' ', strip_tags( (string) $raw ) ) ) : '';
			if ( '' === $value ) {
				if ( $field['required'] ) {
					/* translators: 1: field path, 2: question label. */
					throw DomainError::invalid( $path, sprintf( __( '%1$s: please answer "%2$s".', 'eventsmith' ), $path, $field['label'] ) );
				}
				continue;
			}
			if ( ! self::fits( $field, $value ) ) {
				/* translators: 1: field path, 2: question label. */
				throw DomainError::invalid( $path, sprintf( __( '%1$s: "%2$s" needs a different answer (a number, a date or one of the choices).', 'eventsmith' ), $path, $field['label'] ) );
			}
			$answers[ $field['name'] ] = $value;
		}
		return $answers;
	}

	/**
	 * Whether an answer suits its question's type.
	 *
	 * @param array{type: string, options: list<string>} $field Definition.
	 * @param string                                     $value Non-empty answer.
	 */
	private static function fits( array $field, string $value ): bool {
		switch ( $field['type'] ) {
			case 'number':
				return is_numeric( $value ) && strlen( $value ) <= 30;
			case 'date':
				$date = \DateTimeImmutable::createFromFormat( '!Y-m-d', $value );
				return false !== $date && $date->format( 'Y-m-d' ) === $value;
			case 'select':
				return in_array( $value, $field['options'], true );
			default:
				return mb_strlen( $value ) <= self::MAX_VALUE;
		}
	}

	/**
	 * One definition.
	 *
	 * @param array<string, mixed>|null $entry Input.
	 * @param int                       $n     Position (for messages).
	 * @return array{name: string, label: string, type: string, options: list<string>, required: bool}
	 * @throws DomainError When a part is wrong.
	 */
	private static function definition( ?array $entry, int $n ): array {
		if ( null === $entry ) {
			/* translators: %d: position of the field. */
			self::fail( sprintf( __( 'attendee_fields[%d] must be an object with a label and a type.', 'eventsmith' ), $n ) );
		}
		$label = self::text( $entry['label'] ?? '' );
		if ( '' === $label || mb_strlen( $label ) > self::MAX_LABEL ) {
			/* translators: 1: position of the field, 2: maximum length. */
			self::fail( sprintf( __( 'attendee_fields[%1$d].label: give each question a label of at most %2$d characters.', 'eventsmith' ), $n, self::MAX_LABEL ) );
		}
		$type = $entry['type'] ?? 'text';
		if ( ! in_array( $type, self::TYPES, true ) ) {
			/* translators: %d: position of the field. */
			self::fail( sprintf( __( 'attendee_fields[%d].type must be text, number, date or select.', 'eventsmith' ), $n ) );
		}
		$options = array();
		if ( 'select' === $type ) {
			$options = self::options( $entry['options'] ?? null, $n );
		}
		$required = $entry['required'] ?? false;
		if ( ! is_bool( $required ) && ! in_array( $required, array( 0, 1, '0', '1' ), true ) ) {
			/* translators: %d: position of the field. */
			self::fail( sprintf( __( 'attendee_fields[%d].required must be true or false.', 'eventsmith' ), $n ) );
		}
		$name = is_string( $entry['name'] ?? null ) && 1 === preg_match( self::NAME, $entry['name'] ) ? $entry['name'] : self::slug( $label, $n );
		return array(
			'name'     => $name,
			'label'    => $label,
			'type'     => $type,
			'options'  => $options,
			'required' => (bool) $required,
		);
	}

	/**
	 * The choices of a select question: 1 to 20 distinct non-empty texts.
	 *
	 * @param mixed $value Input.
	 * @param int   $n     Position (for messages).
	 * @return list<string>
	 * @throws DomainError When there are none, too many, or one is too long.
	 */
	private static function options( mixed $value, int $n ): array {
		$options = array();
		foreach ( is_array( $value ) ? $value : array() as $option ) {
			$option = self::text( $option );
			if ( mb_strlen( $option ) > self::MAX_LABEL ) {
				/* translators: 1: position of the field, 2: maximum length. */
				self::fail( sprintf( __( 'attendee_fields[%1$d].options: each choice has at most %2$d characters.', 'eventsmith' ), $n, self::MAX_LABEL ) );
			}
			if ( '' !== $option ) {
				$options[ $option ] = $option;
			}
		}
		if ( array() === $options || count( $options ) > self::MAX_OPTIONS ) {
			/* translators: 1: position of the field, 2: maximum number of choices. */
			self::fail( sprintf( __( 'attendee_fields[%1$d].options: a select question needs 1 to %2$d choices.', 'eventsmith' ), $n, self::MAX_OPTIONS ) );
		}
		return array_values( $options );
	}

	/**
	 * A machine key from a label: "T-shirt size" → "t_shirt_size".
	 *
	 * @param string $label Label.
	 * @param int    $n     Position (fallback name).
	 */
	public static function slug( string $label, int $n ): string {
		$ascii = function_exists( 'transliterator_transliterate' ) ? (string) transliterator_transliterate( 'Any-Latin; Latin-ASCII', $label ) : $label;
		$slug  = trim( (string) preg_replace( '/[^a-z0-9]+/', '_', strtolower( $ascii ) ), '_' );
		$slug  = substr( $slug, 0, 40 );
		return 1 === preg_match( self::NAME, $slug ) ? rtrim( $slug, '_' ) : 'field_' . ( $n + 1 );
	}

	/**
	 * Plain one-line text.
	 *
	 * @param mixed $value Input.
	 */
	private static function text( mixed $value ): string {
		return is_scalar( $value ) ? trim( (string) preg_replace( '/\s+/u', ' ', strip_tags( (string) $value ) ) ) : '';
	}

	/**
	 * Throws the error of a bad definition.
	 *
	 * @param string $message Message.
	 * @throws DomainError Always.
	 */
	private static function fail( string $message ): never {
		throw DomainError::invalid( self::FIELD, $message );
	}
}
