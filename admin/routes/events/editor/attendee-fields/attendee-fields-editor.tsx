/**
 * The event's extra attendee questions inside the Tickets & Capacity step:
 * the empty state, one row per question, and Add field (at most 10). The
 * ticket form asks each attendee these; saved by the step's Save button.
 */
import { Button } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { AttendeeFieldRow } from './attendee-field-row';
import { MAX_FIELDS } from './draft';
import type { AttendeeFieldsState } from './use-attendee-fields';

export function AttendeeFieldsEditor( {
	fields,
}: {
	fields: AttendeeFieldsState;
} ) {
	const list = useRef< HTMLUListElement >( null );
	const addButton = useRef< HTMLButtonElement >( null );
	const [ focusKey, setFocusKey ] = useState< string | null >( null );

	useEffect( () => {
		if ( focusKey ) {
			list.current
				?.querySelector< HTMLInputElement >(
					`[data-key="${ focusKey }"] input`
				)
				?.focus();
		}
	}, [ focusKey ] );

	const add = () => setFocusKey( fields.add() );
	const addButtonElement = (
		<Button
			variant="secondary"
			onClick={ add }
			ref={ addButton }
			disabled={ ! fields.canAdd }
		>
			{ __( 'Add field', 'eventsmith' ) }
		</Button>
	);

	return (
		<section
			className="eventsmith-attendee-fields"
			aria-labelledby="eventsmith-attendee-fields-title"
		>
			<h4
				id="eventsmith-attendee-fields-title"
				className="eventsmith-attendee-fields__title"
			>
				{ __( 'Attendee fields', 'eventsmith' ) }
			</h4>
			<p className="eventsmith-attendee-fields__note">
				{ __(
					'Besides name, email and phone, the ticket form asks each attendee these questions.',
					'eventsmith'
				) }
			</p>
			{ fields.drafts.length === 0 ? (
				<p className="eventsmith-attendee-fields__empty">
					{ __( 'No extra fields.', 'eventsmith' ) }
				</p>
			) : (
				<ul className="eventsmith-attendee-fields__list" ref={ list }>
					{ fields.drafts.map( ( draft, index ) => (
						<AttendeeFieldRow
							key={ draft.key }
							draft={ draft }
							position={ index + 1 }
							errors={ fields.errorsOf( draft.key ) }
							onChange={ ( change ) =>
								fields.update( draft.key, change )
							}
							onRemove={ () => {
								fields.remove( draft.key );
								addButton.current?.focus();
							} }
						/>
					) ) }
				</ul>
			) }
			<div>
				{ addButtonElement }
				{ ! fields.canAdd && (
					<span className="eventsmith-attendee-fields__limit">
						{ sprintf(
							/* translators: %d: maximum number of fields. */
							__(
								'An event asks at most %d extra questions.',
								'eventsmith'
							),
							MAX_FIELDS
						) }
					</span>
				) }
			</div>
		</section>
	);
}
