/**
 * The sessions of a schedule: add, remove and reorder.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { emptySession, moveItem, type ScheduleErrors } from './schedule-form';
import { SessionFields } from './session-fields';
import type { Session } from './types';
import type { SpeakerOption } from './use-speaker-options';

type Props = {
	sessions: Session[];
	speakers: SpeakerOption[];
	errors: ScheduleErrors;
	onChange: ( sessions: Session[] ) => void;
};

export function SessionList( { sessions, speakers, errors, onChange }: Props ) {
	const replace = ( index: number, session: Session ) =>
		onChange( sessions.map( ( s, i ) => ( i === index ? session : s ) ) );

	return (
		<div className="eventsmith-sessions">
			<h3 className="eventsmith-sessions__title">
				{ __( 'Sessions', 'eventsmith' ) }
			</h3>
			{ sessions.length === 0 && (
				<p className="eventsmith-sessions__none">
					{ __( 'No sessions yet.', 'eventsmith' ) }
				</p>
			) }
			{ sessions.map( ( session, index ) => (
				<SessionFields
					// Sessions have no id; the position is their identity while editing.
					key={ index }
					index={ index }
					count={ sessions.length }
					session={ session }
					speakers={ speakers }
					error={ errors[ `sessions.${ index }.end_time` ] }
					onChange={ ( changed ) => replace( index, changed ) }
					onMove={ ( offset ) =>
						onChange( moveItem( sessions, index, offset ) )
					}
					onRemove={ () =>
						onChange( sessions.filter( ( _, i ) => i !== index ) )
					}
				/>
			) ) }
			<Button
				variant="secondary"
				onClick={ () => onChange( [ ...sessions, emptySession() ] ) }
			>
				{ __( 'Add session', 'eventsmith' ) }
			</Button>
		</div>
	);
}
