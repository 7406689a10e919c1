/**
 * The 'Activate License' form: name, e-mail and license key, checked
 * before anything is sent (LIC-03..06). A refused key leaves the form as
 * typed, with the server's reason above the button (LIC-09).
 */
import { Notice, TextControl, TextareaControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import { SubmitButton } from '../../components/form/submit-button';
import {
	emptyLicenseForm,
	validateLicense,
	type LicenseErrors,
	type LicenseValues,
} from './license-rules';

type Props = {
	isBusy: boolean;
	/** Why the server refused the last key; empty when it did not. */
	refusal: string;
	onSubmit: ( values: LicenseValues ) => void;
};

export function LicenseForm( { isBusy, refusal, onSubmit }: Props ) {
	const [ values, setValues ] = useState( emptyLicenseForm );
	const [ errors, setErrors ] = useState< LicenseErrors >( {} );
	const set = ( change: Partial< LicenseValues > ) =>
		setValues( { ...values, ...change } );

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		const found = validateLicense( values );
		setErrors( found );
		if ( Object.keys( found ).length === 0 ) {
			onSubmit( values );
		}
	};

	return (
		<form
			className="eventsmith-form eventsmith-license__form"
			onSubmit={ submit }
			noValidate
		>
			<p className="eventsmith-license__intro">
				{ __(
					'Enter the name and e-mail address your license was issued to, and paste the license key you received.',
					'eventsmith'
				) }
			</p>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Name', 'eventsmith' ) }
				autoComplete="name"
				value={ values.name }
				onChange={ ( name ) => set( { name } ) }
				help={ errors.name }
				className={ errors.name ? 'has-error' : undefined }
			/>
			<TextControl
				__nextHasNoMarginBottom
				type="email"
				label={ __( 'Email', 'eventsmith' ) }
				autoComplete="email"
				value={ values.email }
				onChange={ ( email ) => set( { email } ) }
				help={ errors.email }
				className={ errors.email ? 'has-error' : undefined }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'License Key', 'eventsmith' ) }
				rows={ 3 }
				spellCheck={ false }
				value={ values.license_key }
				onChange={ ( licenseKey ) =>
					set( { license_key: licenseKey } )
				}
				help={ errors.license_key }
				className={
					errors.license_key
						? 'has-error eventsmith-license__key'
						: 'eventsmith-license__key'
				}
			/>
			{ refusal && (
				<Notice status="error" isDismissible={ false }>
					{ refusal }
				</Notice>
			) }
			<div className="eventsmith-form__actions">
				<SubmitButton isBusy={ isBusy }>
					{ __( 'Activate', 'eventsmith' ) }
				</SubmitButton>
			</div>
		</form>
	);
}
