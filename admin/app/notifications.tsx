/**
 * The dashboard's snackbar notifications, anchored at the bottom right.
 */
import { SnackbarNotices } from '../../front/components/notices/snackbar-notices';

export function Notifications() {
	return <SnackbarNotices className="eventsmith-notifications" />;
}
