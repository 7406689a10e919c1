/**
 * Speakers and organizers as the REST API gives them (docs/rest-api.md).
 */
export type SpeakerRole = 'speaker' | 'organizer';

export type SocialLink = { network: string; url: string };

export type Speaker = {
	id: number;
	name: string;
	email: string;
	designation: string;
	company: string;
	bio: string;
	/** Media library attachment id, 0 for none. */
	photo: number;
	photo_url: string;
	social: SocialLink[];
	/** Group names. */
	speaker_group: string[];
	category: SpeakerRole[];
	author_url: string;
};
