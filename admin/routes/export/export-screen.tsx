/**
 * `#/export`: the site's events, speakers, schedules and attendees as
 * JSON, CSV or one .ics (docs/import-export.md). Each download is a link
 * the browser saves; the server streams the file.
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { download } from '@wordpress/icons';
import { EmptyState } from '../../components/screen/empty-state';
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
			<p className="eventsmith-export__intro">
				{ __(
					'Each file is made when you download it, from what the site holds now. JSON and CSV files can be imported back (Eventsmith → Import) without loss.',
					'eventsmith'
				) }
			</p>
			{ choices.length === 0 ? (
				<EmptyState
					title={ __( 'Nothing to export', 'eventsmith' ) }
					description={ __(
						'Exports need the permission to manage events or attendees.',
						'eventsmith'
					) }
				/>
			) : (
				<ul className="eventsmith-export">
					{ choices.map( ( choice ) => (
						<li
							key={ `${ choice.format }-${ choice.what }` }
							className="eventsmith-export__item"
						>
							<span
								className={ `eventsmith-export__format is-${ choice.format }` }
								aria-hidden="true"
							>
								{ choice.format === 'ics'
									? '.ics'
									: choice.format.toUpperCase() }
							</span>
							<div className="eventsmith-export__text">
								<h3 className="eventsmith-export__title">
									{ choice.label }
								</h3>
								<p className="eventsmith-export__description">
									{ choice.description }
								</p>
							</div>
							<Button
								className="eventsmith-export__download"
								variant="secondary"
								icon={ download }
								href={ exportHref( base, nonce, choice ) }
								download
								aria-label={ sprintf(
									/* translators: %s: what the file holds, e.g. "Events (JSON)". */
									__( 'Download %s', 'eventsmith' ),
									choice.label
								) }
							>
								{ __( 'Download', 'eventsmith' ) }
							</Button>
						</li>
					) ) }
				</ul>
			) }
		</Screen>
	);
}
