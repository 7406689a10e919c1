/**
 * The ticket types a code is limited to: one checkbox per type of the chosen
 * event, none ticked for all of them. The choice is kept as the form's
 * comma-separated id list, the shape the server takes.
 */
import { CheckboxControl, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { loadTicketTypes } from '../events/editor/ticket-types/api';
import type { TicketType } from '../events/editor/ticket-types/draft';
import { spinnerProps } from '../shortcodes/spinner-props';

type Props = {
	eventId: number;
	/** Comma-separated ids ("" = every type). */
	value: string;
	onChange: ( value: string ) => void;
	help?: string;
};

/**
 * The ids in a comma-separated list.
 *
 * @param value List.
 */
function idsOf( value: string ): number[] {
	return value
		.split( ',' )
		.map( ( id ) => Number( id.trim() ) )
		.filter( ( id ) => id > 0 );
}

export function TicketTypeChoice( { eventId, value, onChange, help }: Props ) {
	const [ types, setTypes ] = useState< TicketType[] | null >( null );
	useEffect( () => {
		let live = true;
		setTypes( null );
		if ( eventId <= 0 ) {
			return;
		}
		loadTicketTypes( eventId )
			.then( ( loaded ) => live && setTypes( loaded ) )
			.catch( () => live && setTypes( [] ) );
		return () => {
			live = false;
		};
	}, [ eventId ] );

	if ( eventId <= 0 ) {
		return null;
	}
	const chosen = idsOf( value );
	const toggle = ( id: number, on: boolean ) =>
		onChange(
			( on
				? [ ...chosen, id ]
				: chosen.filter( ( other ) => other !== id )
			)
				.sort( ( a, b ) => a - b )
				.join( ', ' )
		);

	return (
		<fieldset className="eventsmith-discount-code-form__types">
			<legend>{ __( 'Ticket types', 'eventsmith' ) }</legend>
			{ types === null && <Spinner { ...spinnerProps } /> }
			{ types !== null && types.length === 0 && (
				<p>
					{ __(
						'This event has no ticket types yet: the code applies to every ticket.',
						'eventsmith'
					) }
				</p>
			) }
			{ ( types ?? [] ).map( ( type ) => (
				<CheckboxControl
					__nextHasNoMarginBottom
					key={ type.id }
					label={ type.name }
					checked={ chosen.includes( type.id ) }
					onChange={ ( on ) => toggle( type.id, on ) }
				/>
			) ) }
			<p className="components-base-control__help">
				{ help ??
					__(
						'Tick none for every ticket type of the event.',
						'eventsmith'
					) }
			</p>
		</fieldset>
	);
}
