/**
 * #/attendees/edit/{id}: edits one attendee.
 */
import { Notice } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useParams } from 'wouter';
import { api, errorMessage } from '../../../front/rest/client';
import { Loading } from '../../components/screen/loading';
import { Screen } from '../../components/screen/screen';
import { useNotify } from '../../hooks/use-notify';
import { attendeePayload } from './attendee-rules';
import type { Attendee, AttendeeFields } from './attendee-types';
import { AttendeeForm } from './attendee-form';

export default function AttendeeEditScreen() {
	const { id } = useParams< { id: string } >();
	const attendeeId = Number( id ) || 0;
	const [ attendee, setAttendee ] = useState< Attendee | null >( null );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const notify = useNotify();

	useEffect( () => {
		let live = true;
		setAttendee( null );
		setLoadError( null );
		api.get< Attendee >( `/attendees/${ attendeeId }` )
			.then( ( found ) => live && setAttendee( found ) )
			.catch(
				( error ) => live && setLoadError( errorMessage( error ) )
			);
		return () => {
			live = false;
		};
	}, [ attendeeId ] );

	const save = async ( fields: AttendeeFields ) => {
		try {
			const saved = await api.put< Attendee >(
				`/attendees/${ attendeeId }`,
				attendeePayload( fields )
			);
			setAttendee( saved );
			notify.success(
				__( 'Successfully updated the attendee!', 'eventsmith' )
			);
		} catch ( error ) {
			notify.error(
				__( 'Failed to update the attendee!', 'eventsmith' ),
				errorMessage( error )
			);
			throw error;
		}
	};

	return (
		<Screen title={ __( 'Edit Attendee', 'eventsmith' ) }>
			{ loadError && (
				<Notice status="error" isDismissible={ false }>
					{ loadError }
				</Notice>
			) }
			{ ! attendee && ! loadError && (
				<Loading label={ __( 'Loading attendee…', 'eventsmith' ) } />
			) }
			{ attendee && (
				<>
					<p className="eventsmith-report-muted">
						{ attendee.event_name } · { attendee.ticket_type } ·{ ' ' }
						<code>{ attendee.ticket_code }</code>
					</p>
					<AttendeeForm
						key={ attendee.id }
						initial={ {
							name: attendee.name,
							email: attendee.email,
							phone: attendee.phone ?? '',
							extra: { ...( attendee.extra ?? {} ) },
						} }
						onSave={ save }
					/>
				</>
			) }
		</Screen>
	);
}
