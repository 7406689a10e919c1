/**
 * `#/schedules/create` and `#/schedules/edit/:id`: program title, date and
 * the sessions of a schedule.
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { EditorScreen } from '../../components/editor-screen/editor-screen';
import { NativeInput } from '../../components/form/native-input';
import { useEntityEditor } from '../../hooks/use-entity-editor';
import { useNavigate } from '../../hooks/use-navigate';
import { useRouteId } from '../../hooks/use-route-id';
import {
	emptySchedule,
	schedulePayload,
	scheduleValues,
	validateSchedule,
} from './schedule-form';
import { SessionList } from './session-list';
import type { Schedule } from './types';
import { useSpeakerOptions } from './use-speaker-options';

export default function ScheduleEditorScreen() {
	const id = useRouteId();
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
	const { values, errors, set } = editor;

	return (
		<EditorScreen
			title={
				id
					? __( 'Edit Schedule', 'eventsmith' )
					: __( 'Create Schedule', 'eventsmith' )
			}
			loadingLabel={ __( 'Loading schedule…', 'eventsmith' ) }
			saveLabel={
				id
					? __( 'Update Schedule', 'eventsmith' )
					: __( 'Save Schedule', 'eventsmith' )
			}
			editor={ editor }
		>
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
		</EditorScreen>
	);
}
