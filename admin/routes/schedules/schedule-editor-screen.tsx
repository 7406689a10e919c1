/**
 * `#/schedules/create` and `#/schedules/edit/:id`: program title, date and
 * the sessions of a schedule.
 */
import { Button, Notice, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import { useParams } from 'wouter';
import { Loading } from '../../components/screen/loading';
import { Screen } from '../../components/screen/screen';
import { useNavigate } from '../../hooks/use-navigate';
import {
	emptySchedule,
	schedulePayload,
	scheduleValues,
	validateSchedule,
} from './schedule-form';
import { NativeInput } from '../../components/form/native-input';
import { SessionList } from './session-list';
import type { Schedule } from './types';
import { useEntityEditor } from '../../hooks/use-entity-editor';
import { useSpeakerOptions } from './use-speaker-options';

export default function ScheduleEditorScreen() {
	const params = useParams< { id?: string } >();
	const id = Number( params.id ?? 0 );
	const navigate = useNavigate();
	const speakers = useSpeakerOptions();
	const editor = useEntityEditor( {
		path: '/schedules',
		id,
		empty: emptySchedule,
		fromEntity: ( schedule: Schedule ) => scheduleValues( schedule ),
		validate: validateSchedule,
		payload: schedulePayload,
		texts: {
			created: __( 'Successfully created the schedule!', 'eventsmith' ),
			updated: __( 'Successfully updated the schedule!', 'eventsmith' ),
			saveFailed: __( 'Failed to save the schedule!', 'eventsmith' ),
		},
		onCreated: () => navigate( '/schedules' ),
	} );
	const { values, errors } = editor;
	const set = ( change: Partial< typeof values > ) =>
		editor.setValues( { ...values, ...change } );
	const title = id
		? __( 'Edit Schedule', 'eventsmith' )
		: __( 'Create Schedule', 'eventsmith' );

	if ( editor.isLoading ) {
		return <Loading label={ __( 'Loading schedule…', 'eventsmith' ) } />;
	}
	if ( editor.loadError ) {
		return (
			<Screen title={ title }>
				<Notice status="error" isDismissible={ false }>
					{ editor.loadError }
				</Notice>
			</Screen>
		);
	}

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		void editor.save();
	};

	return (
		<Screen title={ title }>
			<form className="eventsmith-form" onSubmit={ submit } noValidate>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Program Title', 'eventsmith' ) }
					value={ values.program_title }
					onChange={ ( text ) => set( { program_title: text } ) }
					help={ errors.program_title }
					className={ errors.program_title ? 'has-error' : undefined }
				/>
				<NativeInput
					type="date"
					label={ __( 'Date', 'eventsmith' ) }
					value={ values.date }
					onChange={ ( date ) => set( { date } ) }
					error={ errors.date }
				/>
				<SessionList
					sessions={ values.sessions }
					speakers={ speakers }
					errors={ errors }
					onChange={ ( sessions ) => set( { sessions } ) }
				/>
				<div className="eventsmith-form__actions">
					<Button
						variant="primary"
						type="submit"
						isBusy={ editor.isSaving }
						aria-disabled={ editor.isSaving }
					>
						{ id
							? __( 'Update Schedule', 'eventsmith' )
							: __( 'Save Schedule', 'eventsmith' ) }
					</Button>
				</div>
			</form>
		</Screen>
	);
}
