/**
 * Rules of the template chooser: tabs, the payloads that create a template
 * (always a draft, spec §4), where the browser goes next, and the preview.
 */
import { __ } from '@wordpress/i18n';

export type TemplateType = 'event' | 'certificate' | 'ticket';

/** A ready-made design from GET /template-library. */
export type LibraryDesign = {
	id: string;
	type: TemplateType;
	name: string;
	orientation: string;
	content: string;
	thumbnail: string;
};

/** What POST /templates receives (spec §7 template.createTemplate). */
export type NewTemplate = {
	name: string;
	orientation: string;
	content: string;
	status: 'draft';
	type: TemplateType;
};

/** Spinner shown before a preview (spec §9). */
export const PREVIEW_SPINNER_MS = 3000;

export type PreviewSize = 'desktop' | 'tablet' | 'mobile';

/** Width of the preview frame per size (spec §9). */
export const PREVIEW_WIDTHS: Record< PreviewSize, string > = {
	desktop: '100%',
	tablet: '768px',
	mobile: '375px',
};

/** The chooser's tabs in order, with their exact labels (spec §2). */
export function templateTabs(): Array< { name: TemplateType; title: string } > {
	return [
		{ name: 'event', title: __( 'Event Landing', 'eventsmith' ) },
		{ name: 'certificate', title: __( 'Event Certificate', 'eventsmith' ) },
		{ name: 'ticket', title: __( 'Event tickets', 'eventsmith' ) },
	];
}

/**
 * Label of a preview size.
 *
 * @param size The size.
 */
export function previewSizeLabel( size: PreviewSize ): string {
	switch ( size ) {
		case 'tablet':
			return __( 'Tablet', 'eventsmith' );
		case 'mobile':
			return __( 'Mobile', 'eventsmith' );
		default:
			return __( 'Desktop', 'eventsmith' );
	}
}

/**
 * A blank template of a type ('Create your own'): landscape, empty, draft.
 *
 * @param type Type of the active tab.
 */
export function blankTemplate( type: TemplateType ): NewTemplate {
	return {
		name: __( 'New Template', 'eventsmith' ),
		orientation: 'landscape',
		content: '',
		status: 'draft',
		type,
	};
}

/**
 * A draft copy of a library design ('Use this template').
 *
 * @param design The design.
 */
export function templateFromDesign( design: LibraryDesign ): NewTemplate {
	return {
		name: design.name,
		orientation: design.orientation || 'landscape',
		content: design.content,
		status: 'draft',
		type: design.type,
	};
}

/**
 * The template builder's address for a template.
 *
 * @param base `urls.templateBuilder` from the page.
 * @param id   Template id.
 */
export function builderUrl( base: string, id: number ): string {
	return `${ base }#/template-builder/${ id }`;
}

const escapeAttribute = ( value: string ) =>
	value
		.replace( /&/g, '&amp;' )
		.replace( /"/g, '&quot;' )
		.replace( /</g, '&lt;' );

/**
 * A whole HTML document showing a design, for the preview frame's srcdoc:
 * the design's markup, or its thumbnail when it has none.
 *
 * @param design The design.
 */
export function previewDocument( design: LibraryDesign ): string {
	const body =
		design.content.trim() !== ''
			? design.content
			: `<img src="${ escapeAttribute( design.thumbnail ) }" alt="" />`;
	return (
		'<!doctype html><html><head><meta charset="utf-8">' +
		'<meta name="viewport" content="width=device-width, initial-scale=1">' +
		'<style>body{margin:0;padding:16px;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#1e1e1e}' +
		'img{max-width:100%;height:auto}</style></head><body>' +
		body +
		'</body></html>'
	);
}
