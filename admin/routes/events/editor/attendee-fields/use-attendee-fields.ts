/**
 * State of the extra attendee questions while the step is edited: the
 * drafts, add/change/remove, and the checks shown once Save was pressed.
 */
import { useState } from '@wordpress/element';
import type { AttendeeFieldDefinition } from '../../types';
import {
	attendeeFieldsPayload,
	draftsOf,
	MAX_FIELDS,
	newDraft,
	validateDraft,
	type AttendeeFieldDraft,
	type DraftErrors,
} from './draft';

export type AttendeeFieldsState = {
	drafts: AttendeeFieldDraft[];
	canAdd: boolean;
	add: () => string;
	update: ( key: string, change: Partial< AttendeeFieldDraft > ) => void;
	remove: ( key: string ) => void;
	errorsOf: ( key: string ) => DraftErrors;
	/** Shows the problems; true when there are none. */
	prepareSave: () => boolean;
	payload: () => ReturnType< typeof attendeeFieldsPayload >;
};

export function useAttendeeFields(
	stored: AttendeeFieldDefinition[] | undefined,
	onEdit: () => void
): AttendeeFieldsState {
	const [ drafts, setDrafts ] = useState( () => draftsOf( stored ) );
	const [ showErrors, setShowErrors ] = useState( false );

	return {
		drafts,
		canAdd: drafts.length < MAX_FIELDS,
		add: () => {
			const draft = newDraft();
			setDrafts( ( list ) => [ ...list, draft ] );
			onEdit();
			return draft.key;
		},
		update: ( key, change ) => {
			setDrafts( ( list ) =>
				list.map( ( draft ) =>
					draft.key === key ? { ...draft, ...change } : draft
				)
			);
			onEdit();
		},
		remove: ( key ) => {
			setDrafts( ( list ) =>
				list.filter( ( draft ) => draft.key !== key )
			);
			onEdit();
		},
		errorsOf: ( key ) => {
			const draft = drafts.find( ( item ) => item.key === key );
			return showErrors && draft ? validateDraft( draft ) : {};
		},
		prepareSave: () => {
			setShowErrors( true );
			return drafts.every(
				( draft ) => Object.keys( validateDraft( draft ) ).length === 0
			);
		},
		payload: () => attendeeFieldsPayload( drafts ),
	};
}
