/**
 * #/events/create and #/events/create/{id}/{step}: the event editor, one
 * step at a time. The first save of the basic step creates a draft and
 * moves to #/events/create/{id}/basic.
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useParams } from 'wouter';
import { api, errorMessage } from '../../../front/rest/client';
import { Loading } from '../../components/screen/loading';
import { Screen } from '../../components/screen/screen';
import { useNavigate } from '../../hooks/use-navigate';
import type { EventItem } from './types';
import { BasicStep } from './editor/basic-step';
import { StepContent } from './editor/step-content';
import { StepSidebar } from './editor/step-sidebar';
import { stepFromSlug } from './editor/steps';

export default function EventEditorScreen() {
	const params = useParams< { id?: string; step?: string } >();
	const id = params.id ? Number( params.id ) : null;
	const step = stepFromSlug( params.step );
	const navigate = useNavigate();
	const [ event, setEvent ] = useState< EventItem | null >( null );
	const [ error, setError ] = useState< string | null >( null );

	useEffect( () => {
		if ( id === null || event?.id === id ) {
			return;
		}
		let live = true;
		setError( null );
		api.get< EventItem >( `/events/${ id }` )
			.then( ( found ) => live && setEvent( found ) )
			.catch(
				( failure ) => live && setError( errorMessage( failure ) )
			);
		return () => {
			live = false;
		};
	}, [ id, event?.id ] );

	const created = ( saved: EventItem ) => {
		setEvent( saved );
		navigate( `/events/create/${ saved.id }/basic`, { replace: true } );
	};

	const title =
		id === null
			? __( 'Create Event', 'eventsmith' )
			: __( 'Edit Event', 'eventsmith' );
	let content;
	if ( id === null ) {
		content = <BasicStep event={ null } onSaved={ created } />;
	} else if ( error ) {
		content = (
			<div className="notice notice-error inline" role="alert">
				<p>{ error }</p>
			</div>
		);
	} else if ( ! event || event.id !== id ) {
		content = <Loading label={ __( 'Loading event…', 'eventsmith' ) } />;
	} else {
		content = (
			<StepContent
				key={ `${ id }-${ step }` }
				step={ step }
				event={ event }
				onSaved={ setEvent }
			/>
		);
	}

	return (
		<Screen
			title={
				event && event.id === id
					? `${ title }: ${ event.title }`
					: title
			}
		>
			<div className="eventsmith-editor">
				<StepSidebar id={ id } active={ step } />
				<div className="eventsmith-editor__main">{ content }</div>
			</div>
		</Screen>
	);
}
