/**
 * The RSVP invitation form: event, recipients (one per line or comma
 * separated), kind and message. Validates inline, sends nothing while
 * invalid and one request however often Send is pressed.
 */
import {
	Notice,
	RadioControl,
	SelectControl,
	TextareaControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import { SubmitButton } from '../../components/form/submit-button';
import { useSingleSubmit } from '../../hooks/use-single-submit';
import { parseRecipients, validateInvitation } from './rsvp-rules';
import type { InvitationKind } from './rsvp-types';
import type { EventOption } from './use-event-options';

export type Invitation = {
	event_id: number;
	emails: string[];
	kind: InvitationKind;
	message: string;
};

type Props = {
	events: EventOption[];
	initialEventId: number;
	/** Sends; resolves to the addresses that failed, rejects with a message. */
	onSend: ( invitation: Invitation ) => Promise< string[] >;
};

export function InvitationForm( { events, initialEventId, onSend }: Props ) {
	const [ eventId, setEventId ] = useState( initialEventId );
	const [ recipients, setRecipients ] = useState( '' );
	const [ kind, setKind ] = useState< InvitationKind >( 'invitation' );
	const [ message, setMessage ] = useState( '' );
	const [ touched, setTouched ] = useState( false );
	const [ problems, setProblems ] = useState< string[] >( [] );
	const { isSaving: sending, run } = useSingleSubmit();
	const parsed = parseRecipients( recipients );
	const errors = touched ? validateInvitation( eventId, parsed ) : {};

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		setTouched( true );
		if ( Object.keys( validateInvitation( eventId, parsed ) ).length ) {
			return;
		}
		run( async () => {
			setProblems( [] );
			try {
				const failed = await onSend( {
					event_id: eventId,
					emails: parsed.emails,
					kind,
					message: message.trim(),
				} );
				setProblems( failed );
			} catch ( error ) {
				setProblems( [
					error instanceof Error ? error.message : String( error ),
				] );
			}
		} );
	};

	return (
		<form
			className="eventsmith-invitation-form"
			onSubmit={ submit }
			noValidate
		>
			{ problems.length > 0 && (
				<Notice status="error" isDismissible={ false }>
					<ul>
						{ problems.map( ( problem ) => (
							<li key={ problem }>{ problem }</li>
						) ) }
					</ul>
				</Notice>
			) }
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Event', 'eventsmith' ) }
				value={ String( eventId ) }
				options={ [
					{
						value: '0',
						label: __( 'Select an event', 'eventsmith' ),
					},
					...events.map( ( option ) => ( {
						value: String( option.id ),
						label: option.title,
					} ) ),
				] }
				onChange={ ( value ) => setEventId( Number( value ) ) }
				help={ errors.event }
				className={ errors.event ? 'has-error' : undefined }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Recipient emails', 'eventsmith' ) }
				value={ recipients }
				onChange={ setRecipients }
				rows={ 5 }
				help={
					errors.emails ??
					__(
						'One address per line, or separated by commas.',
						'eventsmith'
					)
				}
				className={ errors.emails ? 'has-error' : undefined }
			/>
			<RadioControl
				label={ __( 'Kind', 'eventsmith' ) }
				selected={ kind }
				options={ [
					{
						value: 'invitation',
						label: __( 'Invitation', 'eventsmith' ),
					},
					{
						value: 'reminder',
						label: __( 'Reminder', 'eventsmith' ),
					},
				] }
				onChange={ ( value ) => setKind( value as InvitationKind ) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Message', 'eventsmith' ) }
				value={ message }
				onChange={ setMessage }
				rows={ 5 }
			/>
			<div>
				<SubmitButton isBusy={ sending }>
					{ __( 'Send', 'eventsmith' ) }
				</SubmitButton>
			</div>
		</form>
	);
}
