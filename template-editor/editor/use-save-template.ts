/**
 * Saving: a thumbnail of the canvas first (a failure is logged and the save
 * goes on), then one update request, then a snackbar. A second click while a
 * save runs does nothing.
 */
import { useCallback, useRef, useState } from '@wordpress/element';
import { serialize, type BlockInstance } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { updateTemplate, type Template } from '../api/templates';
import { useNotify } from '../app/notices';
import { bodyStylingToCss, type BodyStyling } from '../lib/body-styles';
import { createThumbnail } from '../lib/create-thumbnail';
import type { Orientation } from '../lib/page-size';
import { statusForSave, type TemplateStatus } from '../lib/save-status';
import type { SaveMode } from '../lib/thumbnail-size';

export interface TemplateDocument {
	name: string;
	status: TemplateStatus;
	orientation: Orientation;
	blocks: BlockInstance[];
	bodyStyling: BodyStyling;
}

export function useSaveTemplate(
	template: Template,
	getDocument: () => TemplateDocument,
	getBody: () => HTMLElement | null,
	onSaved: ( saved: Template ) => void
) {
	const notify = useNotify();
	const running = useRef( false );
	const [ isSaving, setIsSaving ] = useState( false );

	const save = useCallback(
		async ( mode: SaveMode ) => {
			if ( running.current ) {
				return;
			}
			running.current = true;
			setIsSaving( true );
			const doc = getDocument();
			let thumbnail: string | undefined;
			try {
				thumbnail = await createThumbnail( getBody(), mode );
			} catch ( error ) {
				// eslint-disable-next-line no-console
				console.error( 'Failed to convert content to image', error );
			}
			try {
				const saved = await updateTemplate( template.id, {
					name: doc.name,
					type: template.type,
					status: statusForSave( doc.status, mode ),
					content: serialize( doc.blocks ),
					template_css: bodyStylingToCss( doc.bodyStyling ),
					orientation: doc.orientation,
					...( thumbnail ? { thumbnail } : {} ),
				} );
				onSaved( saved );
				notify.success(
					__( 'Template updated successfully', 'eventsmith' )
				);
			} catch {
				notify.error( __( "Couldn't update template", 'eventsmith' ) );
			} finally {
				running.current = false;
				setIsSaving( false );
			}
		},
		[ template.id, template.type, getDocument, getBody, onSaved, notify ]
	);

	return { save, isSaving };
}
