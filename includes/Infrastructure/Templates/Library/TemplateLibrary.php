<?php
/**
 * The ready-made templates that ship with the plugin.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Templates\Library;

use Eventsmith\Infrastructure\Templates\Library\BlockMarkup as B;

defined( 'ABSPATH' ) || exit;

/**
 * Three certificates, three tickets and three event landing pages, as core
 * blocks with {{placeholders}} where event and attendee details go.
 */
final class TemplateLibrary {

	/**
	 * Every design, optionally of one type.
	 *
	 * @param string $type '' for all, or event, certificate, ticket.
	 * @return list<array{id: string, type: string, name: string, orientation: string, content: string, thumbnail: string}>
	 */
	public function all( string $type = '' ): array {
		$designs = array_merge( $this->certificates(), $this->tickets(), $this->landing_pages() );
		return array_values( array_filter( $designs, static fn( array $d ): bool => '' === $type || $d['type'] === $type ) );
	}

	/**
	 * One design by id, or null.
	 *
	 * @param string $id Design id.
	 * @return array<string, string>|null
	 */
	public function find( string $id ): ?array {
		foreach ( $this->all() as $design ) {
			if ( $design['id'] === $id ) {
				return $design;
			}
		}
		return null;
	}

	/**
	 * A design record.
	 *
	 * @param string $id          Id.
	 * @param string $type        Type.
	 * @param string $name        Name.
	 * @param string $orientation Orientation.
	 * @param string $content     Blocks.
	 * @param string $thumbnail   Preview.
	 * @return array{id: string, type: string, name: string, orientation: string, content: string, thumbnail: string}
	 */
	private static function design( string $id, string $type, string $name, string $orientation, string $content, string $thumbnail ): array {
		return compact( 'id', 'type', 'name', 'orientation', 'content', 'thumbnail' );
	}

	/**
	 * Certificates.
	 *
	 * @return list<array<string, string>>
	 */
	private function certificates(): array {
		$awarded = __( 'This certificate is proudly presented to', 'eventsmith' );
		$for     = __( 'for taking part in {{event_title}}, held on {{event_start_date}} at {{event_location}}.', 'eventsmith' );
		return array(
			self::design(
				'certificate-classic',
				'certificate',
				__( 'Classic', 'eventsmith' ),
				'landscape',
				B::group(
					B::stack(
						B::heading( 1, __( 'Certificate of Attendance', 'eventsmith' ), '#7a5c12', '40px' ),
						B::paragraph( $awarded, '#3d3d3d', '16px' ),
						B::heading( 2, '{{attendee_name}}', '#1f1f1f', '34px' ),
						B::separator(),
						B::paragraph( $for, '#3d3d3d', '15px' )
					),
					'#fffdf5',
					'10px double #b8860b'
				),
				Thumbnail::svg( 'frame', '#fffdf5', '#b8860b', '#3d3d3d' )
			),
			self::design(
				'certificate-modern',
				'certificate',
				__( 'Modern', 'eventsmith' ),
				'landscape',
				B::stack(
					B::group( B::heading( 1, __( 'CERTIFICATE', 'eventsmith' ), '#ffffff', '44px', 'left' ), '#4338ca', null, '32px' ),
					B::group(
						B::stack(
							B::paragraph( $awarded, '#4b5563', '16px', 'left' ),
							B::heading( 2, '{{attendee_name}}', '#111827', '38px', 'left' ),
							B::paragraph( $for, '#4b5563', '15px', 'left' )
						),
						'#ffffff',
						null,
						'40px'
					)
				),
				Thumbnail::svg( 'band', '#ffffff', '#4338ca', '#111827' )
			),
			self::design(
				'certificate-minimal',
				'certificate',
				__( 'Minimal', 'eventsmith' ),
				'portrait',
				B::group(
					B::stack(
						B::paragraph( __( 'Certificate of Completion', 'eventsmith' ), '#6b7280', '14px' ),
						B::heading( 1, '{{attendee_name}}', '#111111', '36px' ),
						B::separator(),
						B::paragraph( '{{event_title}}', '#111111', '18px' ),
						B::paragraph( '{{event_start_date}} · {{event_timezone}}', '#6b7280', '14px' )
					),
					'#ffffff',
					'1px solid #d1d5db',
					'64px'
				),
				Thumbnail::svg( 'frame', '#ffffff', '#d1d5db', '#111111', true )
			),
		);
	}

	/**
	 * Tickets.
	 *
	 * @return list<array<string, string>>
	 */
	private function tickets(): array {
		$details = '{{event_start_date}} · {{event_location}}';
		return array(
			self::design(
				'ticket-admission',
				'ticket',
				__( 'Admission stub', 'eventsmith' ),
				'landscape',
				B::columns(
					array(
						B::stack(
							B::paragraph( __( 'ADMIT ONE', 'eventsmith' ), '#b91c1c', '14px', 'left' ),
							B::heading( 1, '{{event_title}}', '#111827', '32px', 'left' ),
							B::paragraph( $details, '#374151', '15px', 'left' ),
							B::paragraph( '{{attendee_name}} · {{ticket_type}}', '#111827', '16px', 'left' )
						),
						B::group( B::paragraph( __( 'Ticket', 'eventsmith' ) . ' #{{ticket_id}}', '#ffffff', '14px' ), '#b91c1c', null, '24px' ),
					)
				),
				Thumbnail::svg( 'stub', '#ffffff', '#b91c1c', '#111827' )
			),
			self::design(
				'ticket-boarding-pass',
				'ticket',
				__( 'Boarding pass', 'eventsmith' ),
				'landscape',
				B::stack(
					B::group( B::heading( 2, __( 'BOARDING PASS', 'eventsmith' ) . ' · {{event_title}}', '#ffffff', '24px', 'left' ), '#0f766e', null, '20px' ),
					B::columns(
						array(
							B::stack( B::paragraph( __( 'Passenger', 'eventsmith' ), '#6b7280', '12px', 'left' ), B::paragraph( '{{attendee_name}}', '#111827', '18px', 'left' ) ),
							B::stack( B::paragraph( __( 'Date', 'eventsmith' ), '#6b7280', '12px', 'left' ), B::paragraph( '{{event_start_date}}', '#111827', '18px', 'left' ) ),
							B::stack( B::paragraph( __( 'Seat', 'eventsmith' ), '#6b7280', '12px', 'left' ), B::paragraph( '{{attendee_seat}}', '#111827', '18px', 'left' ) ),
						)
					),
					B::paragraph( '{{event_location}} · {{ticket_type}} · #{{ticket_id}}', '#374151', '14px', 'left' )
				),
				Thumbnail::svg( 'band', '#f8fafc', '#0f766e', '#111827' )
			),
			self::design(
				'ticket-badge',
				'ticket',
				__( 'Badge', 'eventsmith' ),
				'portrait',
				B::group(
					B::stack(
						B::paragraph( '{{event_title}}', '#fde68a', '16px' ),
						B::heading( 1, '{{attendee_name}}', '#ffffff', '40px' ),
						B::paragraph( '{{ticket_type}}', '#fde68a', '18px' ),
						B::separator(),
						B::paragraph( $details, '#e5e7eb', '14px' )
					),
					'#1e293b',
					'6px solid #f59e0b',
					'56px'
				),
				Thumbnail::svg( 'frame', '#1e293b', '#f59e0b', '#ffffff', true )
			),
		);
	}

	/**
	 * Event landing pages.
	 *
	 * @return list<array<string, string>>
	 */
	private function landing_pages(): array {
		$when = '{{event_start_date}} · {{event_timezone}}';
		return array(
			self::design(
				'event-conference',
				'event',
				__( 'Conference', 'eventsmith' ),
				'landscape',
				B::stack(
					B::group(
						B::stack(
							B::heading( 1, '{{event_title}}', '#ffffff', '56px' ),
							B::paragraph( $when, '#c7d2fe', '20px' ),
							B::paragraph( '{{event_location}}', '#e0e7ff', '18px' )
						),
						'#312e81',
						null,
						'96px'
					),
					B::columns(
						array(
							B::stack( B::heading( 3, __( 'Talks', 'eventsmith' ), '#111827', '22px' ), B::paragraph( __( 'Two days of talks from people who build the web.', 'eventsmith' ), '#4b5563' ) ),
							B::stack( B::heading( 3, __( 'Workshops', 'eventsmith' ), '#111827', '22px' ), B::paragraph( __( 'Hands-on sessions in small groups.', 'eventsmith' ), '#4b5563' ) ),
							B::stack( B::heading( 3, __( 'Community', 'eventsmith' ), '#111827', '22px' ), B::paragraph( __( 'Meet the people behind the projects you use.', 'eventsmith' ), '#4b5563' ) ),
						)
					)
				),
				Thumbnail::svg( 'hero', '#ffffff', '#312e81', '#111827' )
			),
			self::design(
				'event-meetup',
				'event',
				__( 'Meetup', 'eventsmith' ),
				'landscape',
				B::group(
					B::stack(
						B::paragraph( __( 'You are invited', 'eventsmith' ), '#be185d', '16px' ),
						B::heading( 1, '{{event_title}}', '#111827', '48px' ),
						B::paragraph( $when, '#374151', '18px' ),
						B::separator(),
						B::paragraph( __( 'Join us at {{event_location}} for an evening of short talks, snacks and good conversation.', 'eventsmith' ), '#374151', '17px' )
					),
					'#fdf2f8',
					null,
					'80px'
				),
				Thumbnail::svg( 'hero', '#fdf2f8', '#be185d', '#111827' )
			),
			self::design(
				'event-workshop',
				'event',
				__( 'Workshop', 'eventsmith' ),
				'landscape',
				B::stack(
					B::group(
						B::stack( B::heading( 1, '{{event_title}}', '#064e3b', '48px', 'left' ), B::paragraph( $when . ' · {{event_location}}', '#065f46', '18px', 'left' ) ),
						'#ecfdf5',
						'0px solid #ecfdf5',
						'72px'
					),
					B::columns(
						array(
							B::stack( B::heading( 3, __( 'What you will learn', 'eventsmith' ), '#064e3b', '22px', 'left' ), B::paragraph( __( 'Practical skills you can use the next day, taught step by step.', 'eventsmith' ), '#374151', '16px', 'left' ) ),
							B::stack( B::heading( 3, __( 'What to bring', 'eventsmith' ), '#064e3b', '22px', 'left' ), B::paragraph( __( 'A laptop, curiosity and questions.', 'eventsmith' ), '#374151', '16px', 'left' ) ),
						)
					)
				),
				Thumbnail::svg( 'band', '#ffffff', '#10b981', '#064e3b' )
			),
		);
	}
}
