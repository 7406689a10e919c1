/**
 * The more-actions menu of an event row: Preview, Bookings, RSVP Report,
 * Attendee list, Clone, Delete, and Send Certificate when the event has a
 * certificate template. Items follow the user's permissions (spec §6).
 * Built without wp-components (the event list is the first screen); it
 * looks and behaves like a components DropdownMenu.
 */
import { __ } from '@wordpress/i18n';
import { Icon, moreVertical } from '@wordpress/icons';
import { buttonClass } from '../../../../front/components/light/button';
import {
	MenuDropdown,
	type MenuEntry,
} from '../../../../front/components/light/menu-dropdown';
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
	const label = __( 'More actions', 'eventsmith' );
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
		{
			show: can( 'eventsmith_manage_attendee' ),
			label: __( 'Waitlist', 'eventsmith' ),
			path: `/waitlist/event/${ event.id }`,
		},
	];
	const items: MenuEntry[] = [
		{
			label: __( 'Preview', 'eventsmith' ),
			onSelect: () =>
				void window.open( event.link, '_blank', 'noopener' ),
		},
		...links
			.filter( ( link ) => link.show )
			.map( ( link ) => ( {
				label: link.label,
				onSelect: () => navigate( link.path ),
			} ) ),
		{
			label: __( 'Clone', 'eventsmith' ),
			onSelect: () => void actions.clone( event.id ),
		},
		{
			label: __( 'Delete', 'eventsmith' ),
			isDestructive: true,
			onSelect: () => void actions.remove( event.id ),
		},
		...( event.certificate_template > 0
			? [
					{
						label: __( 'Send Certificate', 'eventsmith' ),
						onSelect: () => onSendCertificate( event ),
					},
				]
			: [] ),
	];

	return (
		<MenuDropdown
			className="components-dropdown-menu"
			popoverClassName="components-dropdown-menu__popover"
			placement="bottom-end"
			menuLabel={ label }
			items={ items }
			renderToggle={ ( { isOpen, onToggle, ref } ) => (
				<button
					ref={ ref }
					type="button"
					aria-haspopup="true"
					aria-expanded={ isOpen }
					className={ buttonClass(
						{
							size: 'compact',
							className: 'components-dropdown-menu__toggle',
						},
						true,
						false
					) }
					aria-label={ label }
					onClick={ onToggle }
				>
					<Icon icon={ moreVertical } />
				</button>
			) }
		/>
	);
}
