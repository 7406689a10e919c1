/**
 * The button on the right of the header: 'Add New', 'RSVP Reminder' or
 * 'Go Back', by screen.
 */
import { __ } from '@wordpress/i18n';
import { arrowLeft, plus } from '@wordpress/icons';
import { LightButton } from '../../front/components/light/button';
import { useCategoriesAndTagsDisabled } from '../store/hooks';
import { headerAction } from './header-action';
import { useHashHref } from './use-hash-href';

export function HeaderActionButton( { path }: { path: string } ) {
	const href = useHashHref();
	const action = headerAction( path, useCategoriesAndTagsDisabled() );
	if ( ! action ) {
		return null;
	}
	if ( action.kind === 'back' ) {
		return (
			<LightButton
				variant="secondary"
				icon={ arrowLeft }
				href={ href( action.to ) }
			>
				{ __( 'Go Back', 'eventsmith' ) }
			</LightButton>
		);
	}
	return (
		<LightButton variant="primary" icon={ plus } href={ href( action.to ) }>
			{ action.kind === 'reminder'
				? __( 'RSVP Reminder', 'eventsmith' )
				: __( 'Add New', 'eventsmith' ) }
		</LightButton>
	);
}
