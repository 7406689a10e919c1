<?php
/**
 * One organizer of The Events Calendar as an Eventsmith organizer record.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import\Tec;

use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Domain\Speaker\SpeakerRoles;

defined( 'ABSPATH' ) || exit;

/**
 * A `tribe_organizer` post becomes a speaker record with the organizer role: its name, its
 * description as the bio, `_OrganizerEmail` as the e-mail address, `_OrganizerWebsite` as a
 * "Website" link, `_OrganizerPhone` as a line of the bio (Eventsmith keeps no phone number for
 * people), and its featured image as the photo.
 */
final class TecOrganizerMapper {

	/**
	 * The record of an organizer.
	 *
	 * @param array{id: int, title: string, content: string, status: string, meta: array<string, list<string>>, thumbnail: int} $organizer Organizer as read.
	 * @param int $line Row number in the import.
	 */
	public function map( array $organizer, int $line ): ImportRecord {
		$meta  = $organizer['meta'];
		$notes = array();
		$email = trim( TecEventMapper::one( $meta, '_OrganizerEmail' ) );
		if ( '' !== $email && false === filter_var( $email, FILTER_VALIDATE_EMAIL ) ) {
			/* translators: %s: the e-mail address as stored. */
			$notes[] = sprintf( __( 'The e-mail address "%s" is not valid: left out.', 'eventsmith' ), $email );
			$email   = '';
		}
		$social  = array();
		$website = trim( TecEventMapper::one( $meta, '_OrganizerWebsite' ) );
		if ( '' !== $website && 1 !== preg_match( '#^https?://#i', $website ) && 1 === preg_match( '#^[a-z0-9.-]+\.[a-z]{2,}(/\S*)?$#i', $website ) ) {
			$website = 'https://' . $website;
		}
		if ( 1 === preg_match( '#^https?://\S+$#i', $website ) ) {
			$social[] = array(
				'network' => 'Website',
				'url'     => $website,
			);
		}
		$bio   = trim( (string) preg_replace( '#<!-- wp:tribe/[a-z0-9-]+(?: \{.*?\})? /-->\s*#s', '', $organizer['content'] ) );
		$phone = trim( TecEventMapper::one( $meta, '_OrganizerPhone' ) );
		if ( '' !== $phone ) {
			/* translators: %s: a phone number. */
			$bio .= ( '' === $bio ? '' : "\n\n" ) . '<p class="eventsmith-imported-phone">' . sprintf( __( 'Phone: %s', 'eventsmith' ), htmlspecialchars( $phone, ENT_QUOTES ) ) . '</p>';
		}
		$fingerprint = $organizer;
		unset( $fingerprint['meta']['_edit_lock'], $fingerprint['meta']['_edit_last'] );
		ksort( $fingerprint['meta'] );
		return new ImportRecord(
			(string) $organizer['id'],
			$line,
			array(
				'name'     => '' === trim( $organizer['title'] ) ? __( '(No name)', 'eventsmith' ) : $organizer['title'],
				'email'    => $email,
				'bio'      => $bio,
				'photo'    => $organizer['thumbnail'],
				'social'   => $social,
				'category' => array( SpeakerRoles::ORGANIZER ),
			),
			array(),
			md5( (string) json_encode( $fingerprint ) ),
			0,
			null,
			$notes ? implode( ' ', $notes ) : null,
			'speaker'
		);
	}
}
