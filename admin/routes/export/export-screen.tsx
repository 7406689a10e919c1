/**
 * `#/export`: the site's events, speakers, schedules and attendees as
 * JSON, CSV or one .ics (docs/import-export.md). Each download is a link
 * the browser saves; the server streams the file.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { Screen } from '../../components/screen/screen';
import { useCan } from '../../store/hooks';
import { exportChoices, exportHref } from './export-links';

export default function ExportScreen() {
	const can = useCan();
	const base = window.eventsmithDashboard?.urls.export ?? '';
	const nonce = window.eventsmithDashboard?.exportNonces?.rest ?? '';
	const choices = exportChoices().filter( ( choice ) =>
		choice.needs.every( can )
	);
	return (
		<Screen title={ __( 'Export', 'eventsmith' ) }>
			<ul className="eventsmith-export">
				{ choices.map( ( choice ) => (
					<li
						key={ `${ choice.format }-${ choice.what }` }
						className="eventsmith-export__item"
					>
						<Button
							variant="secondary"
							href={ exportHref( base, nonce, choice ) }
							download
						>
							{ choice.label }
						</Button>
						<p className="eventsmith-export__description">
							{ choice.description }
						</p>
					</li>
				) ) }
			</ul>
		</Screen>
	);
}
