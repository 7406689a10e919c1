/**
 * The site's images through WordPress's REST media route: the dashboard
 * picks and uploads photos without the media modal's scripts, which weigh
 * more than the whole dashboard and would load on every screen.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

/** An image as the picker shows it. */
export type MediaImage = {
	id: number;
	url: string;
	thumbnail: string;
	alt: string;
};

type RestMedia = {
	id: number;
	source_url: string;
	alt_text?: string;
	title?: { rendered?: string };
	media_details?: { sizes?: Record< string, { source_url: string } > };
};

function toImage( media: RestMedia ): MediaImage {
	const sizes = media.media_details?.sizes ?? {};
	return {
		id: media.id,
		url: media.source_url,
		thumbnail:
			sizes.thumbnail?.source_url ??
			sizes.medium?.source_url ??
			media.source_url,
		alt: media.alt_text || media.title?.rendered || '',
	};
}

/**
 * The most recent images of the library, newest first.
 *
 * @param search Words the image's title must contain ('' for any).
 */
export async function recentImages( search = '' ): Promise< MediaImage[] > {
	const found = await apiFetch< RestMedia[] >( {
		path: addQueryArgs( '/wp/v2/media', {
			media_type: 'image',
			per_page: 24,
			_fields: 'id,source_url,alt_text,title,media_details',
			...( search ? { search } : {} ),
		} ),
	} );
	return found.map( toImage );
}

/**
 * Uploads an image file into the library.
 *
 * @param file The chosen file.
 */
export async function uploadImage( file: File ): Promise< MediaImage > {
	const body = new window.FormData();
	body.append( 'file', file, file.name );
	return toImage(
		await apiFetch< RestMedia >( {
			path: '/wp/v2/media',
			method: 'POST',
			body,
		} )
	);
}
