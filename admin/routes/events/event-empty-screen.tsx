/**
 * #/events/empty: the events empty state.
 */
import { __ } from '@wordpress/i18n';
import { Screen } from '../../components/screen/screen';
import { EventsEmpty } from './list/events-empty';

export default function EventEmptyScreen() {
	return (
		<Screen title={ __( 'Events', 'eventsmith' ) }>
			<EventsEmpty />
		</Screen>
	);
}
