/**
 * The discount code form: code, percentage or fixed amount, one event (and
 * optionally some of its ticket types) or the whole site, validity window
 * (UTC) and usage limit. Checked as typed with the server's rules; a 400
 * from the server shows its message at the field it names.
 */
import { Notice, SelectControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import { ApiError } from '../../../front/rest/client';
import { SubmitButton } from '../../components/form/submit-button';
import { useSingleSubmit } from '../../hooks/use-single-submit';
import { useEventOptions } from '../rsvp-report/use-event-options';
import { validateDiscountCode } from './discount-code-rules';
import { TicketTypeChoice } from './ticket-type-choice';
import type {
	DiscountCodeFields,
	DiscountKind,
	DiscountScope,
} from './discount-code-types';

type Props = {
	initial: DiscountCodeFields;
	/** Saves; rejects with the server's ApiError (its `params` name the field). */
	onSave: ( fields: DiscountCodeFields ) => Promise< void >;
};

/**
 * The field a REST error names, with its message.
 * @param error
 */
function serverField( error: unknown ): [ string, string ] | null {
	const entry =
		error instanceof ApiError ? Object.entries( error.params )[ 0 ] : null;
	return entry ? [ entry[ 0 ], entry[ 1 ] ] : null;
}

export function DiscountCodeForm( { initial, onSave }: Props ) {
	const [ fields, setFields ] = useState( initial );
	const [ touched, setTouched ] = useState( false );
	const [ failure, setFailure ] = useState< string | null >( null );
	const [ serverErrors, setServerErrors ] = useState<
		Record< string, string >
	>( {} );
	const { isSaving, run } = useSingleSubmit();
	const { events } = useEventOptions();
	const errors = {
		...serverErrors,
		...( touched ? validateDiscountCode( fields ) : {} ),
	};

	const set = ( change: Partial< DiscountCodeFields > ) => {
		setServerErrors( {} );
		setFields( ( current ) => ( { ...current, ...change } ) );
	};
	const shown = ( name: string ) => ( {
		help: errors[ name ],
		className: errors[ name ] ? 'has-error' : undefined,
		'aria-invalid': !! errors[ name ],
	} );

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		setTouched( true );
		if ( Object.keys( validateDiscountCode( fields ) ).length > 0 ) {
			return;
		}
		run( async () => {
			setFailure( null );
			try {
				await onSave( fields );
			} catch ( error ) {
				const named = serverField( error );
				if ( named ) {
					setServerErrors( { [ named[ 0 ] ]: named[ 1 ] } );
				}
				setFailure(
					error instanceof Error ? error.message : String( error )
				);
			}
		} );
	};

	return (
		<form
			className="eventsmith-discount-code-form"
			onSubmit={ submit }
			noValidate
		>
			{ failure && (
				<Notice status="error" isDismissible={ false }>
					{ failure }
				</Notice>
			) }
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Code', 'eventsmith' ) }
				value={ fields.code }
				onChange={ ( code ) => set( { code } ) }
				{ ...shown( 'code' ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Discount type', 'eventsmith' ) }
				value={ fields.kind }
				options={ [
					{
						value: 'percent',
						label: __( 'Percentage', 'eventsmith' ),
					},
					{
						value: 'fixed',
						label: __( 'Fixed amount', 'eventsmith' ),
					},
				] }
				onChange={ ( kind ) => set( { kind: kind as DiscountKind } ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				type="number"
				label={
					fields.kind === 'percent'
						? __( 'Percentage off', 'eventsmith' )
						: __( 'Amount off (site currency)', 'eventsmith' )
				}
				value={ fields.amount }
				onChange={ ( amount ) => set( { amount } ) }
				{ ...shown( 'amount' ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Applies to', 'eventsmith' ) }
				value={ fields.scope }
				options={ [
					{ value: 'event', label: __( 'One event', 'eventsmith' ) },
					{ value: 'site', label: __( 'Whole site', 'eventsmith' ) },
				] }
				onChange={ ( scope ) =>
					set( { scope: scope as DiscountScope } )
				}
			/>
			{ fields.scope === 'event' && (
				<>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Event', 'eventsmith' ) }
						value={ String( fields.eventId ) }
						options={ [
							{
								value: '0',
								label: __( 'Choose…', 'eventsmith' ),
							},
							...events.map( ( event ) => ( {
								value: String( event.id ),
								label: event.title,
							} ) ),
						] }
						onChange={ ( id ) =>
							// Another event's ticket types are not this one's.
							set( { eventId: Number( id ), ticketTypeIds: '' } )
						}
						{ ...shown( 'event_id' ) }
					/>
					<TicketTypeChoice
						eventId={ fields.eventId }
						value={ fields.ticketTypeIds }
						onChange={ ( ticketTypeIds ) =>
							set( { ticketTypeIds } )
						}
						help={ errors.ticket_type_ids }
					/>
				</>
			) }
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Valid from (UTC, optional)', 'eventsmith' ) }
				placeholder="2026-12-01 00:00"
				value={ fields.startsAt }
				onChange={ ( startsAt ) => set( { startsAt } ) }
				{ ...shown( 'starts_at' ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Valid until (UTC, optional)', 'eventsmith' ) }
				placeholder="2026-12-31 23:59"
				value={ fields.endsAt }
				onChange={ ( endsAt ) => set( { endsAt } ) }
				{ ...shown( 'ends_at' ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				type="number"
				label={ __(
					'Usage limit (empty for unlimited)',
					'eventsmith'
				) }
				value={ fields.maxUses }
				onChange={ ( maxUses ) => set( { maxUses } ) }
				{ ...shown( 'max_uses' ) }
			/>
			<div>
				<SubmitButton isBusy={ isSaving }>
					{ __( 'Save', 'eventsmith' ) }
				</SubmitButton>
			</div>
		</form>
	);
}
