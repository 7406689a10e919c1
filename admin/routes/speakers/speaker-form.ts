/**
 * Rules of the speaker editor: the values it edits, their validation
 * (name required, e-mail valid when given, social links need a network
 * and a web address) and the payload sent to the server.
 */
import { __ } from '@wordpress/i18n';
import type { SocialLink, Speaker, SpeakerRole } from './types';

export const ROLES: SpeakerRole[] = [ 'speaker', 'organizer' ];

/** A speaker's editable fields. */
export type SpeakerValues = Omit< Speaker, 'id' | 'author_url' >;

export type SpeakerPayload = Omit< SpeakerValues, 'photo_url' >;

export function emptySpeaker(): SpeakerValues {
	return {
		name: '',
		email: '',
		designation: '',
		company: '',
		bio: '',
		photo: 0,
		photo_url: '',
		speaker_group: [],
		category: [ 'speaker' ],
		social: [],
	};
}

/**
 * The editable values of a stored speaker.
 *
 * @param speaker Speaker from the server.
 */
export function speakerValues( speaker: Speaker ): SpeakerValues {
	return {
		name: speaker.name ?? '',
		email: speaker.email ?? '',
		designation: speaker.designation ?? '',
		company: speaker.company ?? '',
		bio: speaker.bio ?? '',
		photo: speaker.photo ?? 0,
		photo_url: speaker.photo_url ?? '',
		speaker_group: speaker.speaker_group ?? [],
		category: speaker.category ?? [],
		social: speaker.social ?? [],
	};
}

/**
 * Whether a text looks like an e-mail address (one @, a dot in the domain,
 * no spaces).
 *
 * @param email Text to check.
 */
export function isEmail( email: string ): boolean {
	return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( email.trim() );
}

function isWebAddress( url: string ): boolean {
	return /^https?:\/\/[^\s/]+\.[^\s]*$/i.test( url.trim() );
}

function isBlankLink( link: SocialLink ): boolean {
	return ! link.network.trim() && ! link.url.trim();
}

/**
 * Messages for invalid fields (`social.<index>` for a link); empty when
 * the speaker may be saved.
 *
 * @param values Editor values.
 */
export function validateSpeaker(
	values: SpeakerValues
): Record< string, string > {
	const errors: Record< string, string > = {};
	if ( values.name.trim() === '' ) {
		errors.name = __( 'Speaker Name is Required!', 'eventsmith' );
	}
	if ( values.email.trim() !== '' && ! isEmail( values.email ) ) {
		errors.email = __(
			'Please enter a valid email address!',
			'eventsmith'
		);
	}
	if ( values.category.length === 0 ) {
		errors.category = __( 'Choose at least one role.', 'eventsmith' );
	}
	values.social.forEach( ( link, index ) => {
		if ( isBlankLink( link ) ) {
			return;
		}
		if ( ! link.network.trim() ) {
			errors[ `social.${ index }` ] = __(
				'Each social link needs a network name.',
				'eventsmith'
			);
		} else if ( ! isWebAddress( link.url ) ) {
			errors[ `social.${ index }` ] = __(
				'Enter a web address starting with http:// or https://.',
				'eventsmith'
			);
		}
	} );
	return errors;
}

/**
 * The body of a create or update request; blank social rows are dropped.
 *
 * @param values Editor values.
 */
export function speakerPayload( values: SpeakerValues ): SpeakerPayload {
	return {
		name: values.name.trim(),
		email: values.email.trim(),
		designation: values.designation.trim(),
		company: values.company.trim(),
		bio: values.bio.trim(),
		photo: values.photo,
		speaker_group: values.speaker_group,
		category: ROLES.filter( ( role ) => values.category.includes( role ) ),
		social: values.social
			.filter( ( link ) => ! isBlankLink( link ) )
			.map( ( link ) => ( {
				network: link.network.trim(),
				url: link.url.trim(),
			} ) ),
	};
}

/**
 * The role labels of a speaker, for the list.
 *
 * @param roles Stored roles.
 */
export function roleLabels( roles: SpeakerRole[] ): string {
	const labels: Record< SpeakerRole, string > = {
		speaker: __( 'Speaker', 'eventsmith' ),
		organizer: __( 'Organizer', 'eventsmith' ),
	};
	return roles.map( ( role ) => labels[ role ] ?? role ).join( ', ' );
}
