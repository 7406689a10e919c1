/**
 * The settings form: every section, one Save for all of them, a notice
 * while changes are unsaved (and a warning before they would be lost),
 * and the server's refusal shown next to the field it names.
 */
import { Button, Notice } from '@wordpress/components';
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import { ApiError, api, errorMessage } from '../../../front/rest/client';
import type { Settings } from '../../api/types';
import { SubmitButton } from '../../components/form/submit-button';
import { useLeaveGuard } from '../../hooks/use-leave-guard';
import { useNotify } from '../../hooks/use-notify';
import { useSingleSubmit } from '../../hooks/use-single-submit';
import { AdvancedSection } from './sections/advanced-section';
import { EmailSection } from './sections/email-section';
import { EmailTextsSection } from './sections/email-texts-section';
import { GeneralSection } from './sections/general-section';
import { draftErrors } from './purge-address';
import { PagesSection } from './sections/pages-section';
import { PaymentsSection } from './sections/payments-section';
import { onlyKnown } from './payments/payment-rules';
import { ScannerSection } from './sections/scanner-section';
import { TicketsSection } from './sections/tickets-section';
import {
	changedFields,
	changesPayload,
	errorsFromParams,
	mailDefaults,
	toDraft,
	type SettingsChoices,
	type SettingsDraft,
	type SettingsErrors,
	type SettingsField,
} from './settings-rules';

type Props = {
	settings: Settings;
	choices: SettingsChoices;
	onSaved: ( settings: Settings ) => void;
};

export function SettingsForm( { settings, choices, onSaved }: Props ) {
	const notify = useNotify();
	const { isSaving, run } = useSingleSubmit();
	const defaults = useMemo(
		() => mailDefaults( choices.mail_texts ),
		[ choices.mail_texts ]
	);
	const [ saved, setSaved ] = useState( () => toDraft( settings, defaults ) );
	const [ draft, setDraft ] = useState( saved );
	const [ errors, setErrors ] = useState< SettingsErrors >( {} );
	const [ failure, setFailure ] = useState( '' );
	const form = useRef< HTMLFormElement >( null );
	const changed = changedFields( saved, draft, defaults );
	const isDirty = changed.length > 0;

	useLeaveGuard(
		isDirty,
		__(
			'You have unsaved changes on the settings page. Leave without saving them?',
			'eventsmith'
		)
	);

	// After a refusal, take the keyboard to the first field it names.
	useEffect( () => {
		form.current
			?.querySelector< HTMLElement >( '[aria-invalid="true"]' )
			?.focus();
	}, [ errors ] );

	const set = ( change: Partial< SettingsDraft > ) => {
		setDraft(
			( current ) => ( { ...current, ...change } ) as SettingsDraft
		);
		setErrors( ( current ) => {
			const next = { ...current };
			for ( const field of Object.keys( change ) as SettingsField[] ) {
				delete next[ field ];
			}
			return next;
		} );
	};

	const save = ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! isDirty ) {
			return;
		}
		const mistakes = draftErrors( draft, changed );
		if ( Object.keys( mistakes ).length > 0 ) {
			setErrors( mistakes );
			notify.error(
				__( 'The settings were not saved.', 'eventsmith' ),
				__( 'Please correct the marked fields.', 'eventsmith' )
			);
			return;
		}
		void run( async () => {
			setFailure( '' );
			try {
				const stored = await api.put< Settings >(
					'/settings',
					// Settings this site's server does not have yet are left out.
					onlyKnown(
						changesPayload( saved, draft, defaults ),
						settings
					)
				);
				const next = toDraft( stored, defaults );
				setSaved( next );
				setDraft( next );
				setErrors( {} );
				onSaved( stored );
				notify.success( __( 'Settings saved.', 'eventsmith' ) );
			} catch ( error ) {
				const found =
					error instanceof ApiError
						? errorsFromParams(
								error.params,
								Object.keys( draft ) as SettingsField[]
							)
						: {};
				setErrors( found );
				setFailure(
					Object.keys( found ).length > 0 ? '' : errorMessage( error )
				);
				notify.error(
					__( 'The settings were not saved.', 'eventsmith' ),
					Object.keys( found ).length > 0
						? __(
								'Please correct the marked fields.',
								'eventsmith'
							)
						: errorMessage( error )
				);
			}
		} );
	};

	const sections = { draft, errors, set, choices };
	const senderChanged =
		changed.includes( 'mail_from_name' ) ||
		changed.includes( 'mail_from_address' );
	return (
		<form
			ref={ form }
			className="eventsmith-form eventsmith-settings"
			onSubmit={ save }
			noValidate
		>
			<GeneralSection { ...sections } />
			<TicketsSection { ...sections } />
			<PaymentsSection
				{ ...sections }
				saved={ saved }
				changed={ changed }
				known={ Object.keys( settings ) }
			/>
			<EmailSection { ...sections } senderChanged={ senderChanged } />
			<EmailTextsSection { ...sections } />
			<PagesSection { ...sections } />
			<ScannerSection { ...sections } />
			<AdvancedSection { ...sections } />
			<div className="eventsmith-settings__bar">
				{ failure && (
					<Notice status="error" isDismissible={ false }>
						{ failure }
					</Notice>
				) }
				{ isDirty && (
					<p className="eventsmith-settings__unsaved" role="status">
						{ __( 'You have unsaved changes.', 'eventsmith' ) }
					</p>
				) }
				<div className="eventsmith-form__actions">
					{ isDirty && (
						<Button
							variant="tertiary"
							disabled={ isSaving }
							onClick={ () => {
								setDraft( saved );
								setErrors( {} );
								setFailure( '' );
							} }
						>
							{ __( 'Discard changes', 'eventsmith' ) }
						</Button>
					) }
					<SubmitButton isBusy={ isSaving }>
						{ __( 'Save Settings', 'eventsmith' ) }
					</SubmitButton>
				</div>
			</div>
		</form>
	);
}
