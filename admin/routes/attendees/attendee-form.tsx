/**
 * The attendee edit form: name, email, phone and the extra fields the
 * attendee was registered with. Validates inline; sends nothing while
 * invalid and one request however often Save is pressed.
 */
import { Notice, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import { SubmitButton } from '../../components/form/submit-button';
import { useSingleSubmit } from '../../hooks/use-single-submit';
import { validateAttendee } from './attendee-rules';
import type { AttendeeFields } from './attendee-types';

type Props = {
	initial: AttendeeFields;
	/** Saves; rejects with a message the form shows. */
	onSave: ( fields: AttendeeFields ) => Promise< void >;
};

export function AttendeeForm( { initial, onSave }: Props ) {
	const [ fields, setFields ] = useState( initial );
	const [ touched, setTouched ] = useState( false );
	const [ failure, setFailure ] = useState< string | null >( null );
	const { isSaving: saving, run } = useSingleSubmit();
	const errors = touched ? validateAttendee( fields ) : {};

	const set = ( change: Partial< AttendeeFields > ) =>
		setFields( ( current ) => ( { ...current, ...change } ) );

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		setTouched( true );
		if ( Object.keys( validateAttendee( fields ) ).length > 0 ) {
			return;
		}
		run( async () => {
			setFailure( null );
			try {
				await onSave( fields );
			} catch ( error ) {
				setFailure(
					error instanceof Error ? error.message : String( error )
				);
			}
		} );
	};

	return (
		<form
			className="eventsmith-attendee-form"
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
				label={ __( 'Name', 'eventsmith' ) }
				value={ fields.name }
				onChange={ ( name ) => set( { name } ) }
				help={ errors.name }
				className={ errors.name ? 'has-error' : undefined }
				aria-invalid={ !! errors.name }
			/>
			<TextControl
				__nextHasNoMarginBottom
				type="email"
				label={ __( 'Email', 'eventsmith' ) }
				value={ fields.email }
				onChange={ ( email ) => set( { email } ) }
				help={ errors.email }
				className={ errors.email ? 'has-error' : undefined }
				aria-invalid={ !! errors.email }
			/>
			<TextControl
				__nextHasNoMarginBottom
				type="tel"
				label={ __( 'Phone', 'eventsmith' ) }
				value={ fields.phone }
				onChange={ ( phone ) => set( { phone } ) }
			/>
			{ Object.keys( fields.extra ).map( ( key ) => (
				<TextControl
					__nextHasNoMarginBottom
					key={ key }
					label={ key }
					value={ fields.extra[ key ] ?? '' }
					onChange={ ( value ) =>
						set( { extra: { ...fields.extra, [ key ]: value } } )
					}
				/>
			) ) }
			<div>
				<SubmitButton isBusy={ saving }>
					{ __( 'Save', 'eventsmith' ) }
				</SubmitButton>
			</div>
		</form>
	);
}
