/**
 * Typed client of the templates REST routes.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import type { Orientation, TemplateType } from '../lib/page-size';
import type { TemplateStatus } from '../lib/save-status';

export interface Template {
	id: number;
	name: string;
	type: TemplateType;
	orientation: Orientation;
	status: TemplateStatus;
	content: string;
	template_css: string;
	thumbnail: string;
	edit_with_elementor: boolean;
	modified: string;
	edit_url: string;
}

export type TemplateUpdate = Pick<
	Template,
	'name' | 'type' | 'status' | 'content' | 'template_css' | 'orientation'
> & { thumbnail?: string };

const BASE = '/eventsmith/v2/templates';

export function fetchTemplate( id: number ): Promise< Template > {
	return apiFetch< Template >( { path: `${ BASE }/${ id }` } );
}

export function updateTemplate(
	id: number,
	data: TemplateUpdate
): Promise< Template > {
	return apiFetch< Template >( {
		path: `${ BASE }/${ id }`,
		method: 'PUT',
		data,
	} );
}

/**
 * Marks a template as designed with Elementor (its `edit_with_elementor` flag).
 *
 * @param id Template id.
 */
export function switchToElementor( id: number ): Promise< Template > {
	return apiFetch< Template >( {
		path: `${ BASE }/${ id }`,
		method: 'PATCH',
		data: { edit_with_elementor: true },
	} );
}

/**
 * Takes a template back from Elementor to the block builder.
 *
 * @param id Template id.
 */
export function backToWordPress(
	id: number
): Promise< { edit_with_elementor: boolean } > {
	return apiFetch( {
		path: `${ BASE }/${ id }/back-to-wordpress`,
		method: 'POST',
	} );
}

export function fetchTemplates(
	type: TemplateType | ''
): Promise< Template[] > {
	return apiFetch< Template[] >( {
		path: addQueryArgs( BASE, {
			per_page: 100,
			...( type ? { type } : {} ),
		} ),
	} );
}

export function deleteTemplate( id: number ): Promise< unknown > {
	return apiFetch( { path: `${ BASE }/${ id }`, method: 'DELETE' } );
}

/**
 * Whether an api-fetch failure means the template is not there (404) or the
 * id names something that is not a template.
 *
 * @param error What api-fetch threw.
 */
export function isNotFound( error: unknown ): boolean {
	const data =
		( error as { data?: { status?: number }; code?: string } ) ?? {};
	return (
		data.data?.status === 404 ||
		/not_found|invalid_id/.test( data.code ?? '' )
	);
}
