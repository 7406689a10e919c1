/**
 * The builder's modals: 'Edit Template Design' (choose the event) and the
 * preview. An event template previewed with no event chosen asks for one first.
 */
import { useState } from '@wordpress/element';
import type { Template } from '../../api/templates';
import { readPreviewEvent, writePreviewEvent } from '../../lib/preview-event';
import { PreviewModal } from './preview-modal';
import { SelectEventModal } from './select-event-modal';

export type EditorModal = 'design' | 'preview' | null;

type EditorModalsProps = {
	template: Template;
	modal: EditorModal;
	onOpen: ( modal: EditorModal ) => void;
};

export function EditorModals( { template, modal, onOpen }: EditorModalsProps ) {
	const [ eventId, setEventId ] = useState< number | null >( () =>
		readPreviewEvent( window.localStorage, template.id )
	);
	const choose = ( id: number ) => {
		writePreviewEvent( window.localStorage, template.id, id );
		setEventId( id );
	};

	const needsEvent =
		modal === 'preview' && template.type === 'event' && ! eventId;
	if ( modal === 'design' || needsEvent ) {
		return (
			<SelectEventModal
				eventId={ eventId }
				onConfirm={ ( id ) => {
					choose( id );
					onOpen( needsEvent ? 'preview' : null );
				} }
				onClose={ () => onOpen( null ) }
			/>
		);
	}
	if ( modal === 'preview' ) {
		return (
			<PreviewModal
				template={ template }
				eventId={ eventId }
				onEventChange={ choose }
				onClose={ () => onOpen( null ) }
			/>
		);
	}
	return null;
}
