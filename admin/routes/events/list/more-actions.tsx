/**
 * The more-actions menu of an event row: Preview, Bookings, RSVP Report,
 * Attendee list, Clone, Delete, and Send Certificate when the event has a
 * certificate template. Items follow the user's permissions (spec §6).
 */
import { DropdownMenu, MenuGroup, MenuItem } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { moreVertical } from '@wordpress/icons';
import { useNavigate } from '../../../hooks/use-navigate';
import { useCan, useRsvpModuleOn } from '../../../store/hooks';
import type { EventItem } from '../types';
import type { EventActions } from './use-event-actions';

type Props = {
	event: EventItem;
	actions: EventActions;
	onSendCertificate: ( event: EventItem ) => void;
};

export function MoreActions( { event, actions, onSendCertificate }: Props ) {
	const navigate = useNavigate();
	const can = useCan();
	const rsvpOn = useRsvpModuleOn();
	const links = [
		{
			show: can( 'eventsmith_manage_order' ),
			label: __( 'Bookings', 'eventsmith' ),
			path: `/purchase-report/${ event.id }`,
		},
		{
			show: can( 'eventsmith_manage_event' ) && rsvpOn,
			label: __( 'RSVP Report', 'eventsmith' ),
			path: `/rsvp-report/${ event.id }`,
		},
		{
			show: can( 'eventsmith_manage_attendee' ),
			label: __( 'Attendee list', 'eventsmith' ),
			path: `/attendees/event/${ event.id }`,
		},
	];

	return (
		<DropdownMenu
			icon={ moreVertical }
			label={ __( 'More actions', 'eventsmith' ) }
			toggleProps={ { size: 'compact' } }
			popoverProps={ { placement: 'bottom-end' } }
		>
			{ ( { onClose } ) => (
				<MenuGroup>
					<MenuItem
						onClick={ () => {
							onClose();
							window.open( event.link, '_blank', 'noopener' );
						} }
					>
						{ __( 'Preview', 'eventsmith' ) }
					</MenuItem>
					{ links
						.filter( ( link ) => link.show )
						.map( ( link ) => (
							<MenuItem
								key={ link.path }
								onClick={ () => {
									onClose();
									navigate( link.path );
								} }
							>
								{ link.label }
							</MenuItem>
						) ) }
					<MenuItem
						onClick={ () => {
							onClose();
							void actions.clone( event.id );
						} }
					>
						{ __( 'Clone', 'eventsmith' ) }
					</MenuItem>
					<MenuItem
						isDestructive
						onClick={ () => {
							onClose();
							void actions.remove( event.id );
						} }
					>
						{ __( 'Delete', 'eventsmith' ) }
					</MenuItem>
					{ event.certificate_template > 0 && (
						<MenuItem
							onClick={ () => {
								onClose();
								onSendCertificate( event );
							} }
						>
							{ __( 'Send Certificate', 'eventsmith' ) }
						</MenuItem>
					) }
				</MenuGroup>
			) }
		</DropdownMenu>
	);
}
