/**
 * The frame of one editor step: its fields, the server's error, and the
 * Save button with 'Saved' feedback.
 */
import { __ } from '@wordpress/i18n';
import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '../../../components/form/submit-button';
import type { StepSave } from './use-step-save';

type Props = {
	title: string;
	state: StepSave;
	onSubmit: () => void;
	children: ReactNode;
	saveLabel?: string;
};

export function StepForm( {
	title,
	state,
	onSubmit,
	children,
	saveLabel,
}: Props ) {
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		onSubmit();
	};
	return (
		<form className="eventsmith-step" onSubmit={ submit } noValidate>
			<h3 className="eventsmith-step__title">{ title }</h3>
			{ state.error && (
				<div className="notice notice-error inline" role="alert">
					<p>{ state.error }</p>
				</div>
			) }
			<div className="eventsmith-step__fields">{ children }</div>
			<div className="eventsmith-step__actions">
				<SubmitButton isBusy={ state.isSaving }>
					{ saveLabel ?? __( 'Save', 'eventsmith' ) }
				</SubmitButton>
				<span className="eventsmith-step__status" role="status">
					{ state.saved ? __( 'Saved', 'eventsmith' ) : '' }
				</span>
			</div>
		</form>
	);
}
