/**
 * `#/schedules/empty`: the schedules empty state on its own.
 */
import { __ } from '@wordpress/i18n';
import { Screen } from '../../components/screen/screen';
import { ScheduleEmpty } from './schedule-empty';

export default function ScheduleEmptyScreen() {
	return (
		<Screen title={ __( 'Schedules', 'eventsmith' ) }>
			<ScheduleEmpty />
		</Screen>
	);
}
