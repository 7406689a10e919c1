/**
 * The door's panel above the camera: which event (a picker when the page
 * lets staff choose), the live counters, whether the scanner is online, the
 * offline list, the scans waiting for upload and the upload problems.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { Button, Notice, SelectControl } from '@wordpress/components';
import type { Door } from '../door/use-door';

type Props = {
	door: Door;
	eventId: number;
	events: Array< { id: number; title: string } >;
	onPick: ( eventId: number ) => void;
};

function status( door: Door ): string {
	if ( door.online ) {
		return door.snapshot === 'ready'
			? __( 'Online. The offline list is ready.', 'eventsmith' )
			: __( 'Online.', 'eventsmith' );
	}
	return door.snapshot === 'ready'
		? __(
				'Offline: tickets are checked against the list on this device.',
				'eventsmith'
			)
		: __(
				'Offline, and no list on this device: scans cannot be checked.',
				'eventsmith'
			);
}

export function DoorPanel( { door, eventId, events, onPick }: Props ) {
	return (
		<div className="eventsmith-scanner__door">
			{ events.length > 0 && (
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Event', 'eventsmith' ) }
					value={ String( eventId ) }
					options={ [
						{
							value: '0',
							label: __( 'Choose an event…', 'eventsmith' ),
						},
						...events.map( ( event ) => ( {
							value: String( event.id ),
							label: event.title,
						} ) ),
					] }
					onChange={ ( value: string ) => onPick( Number( value ) ) }
				/>
			) }
			{ eventId > 0 && (
				<>
					<div
						className="eventsmith-scanner__counters"
						aria-live="polite"
					>
						<span className="eventsmith-scanner__count">
							<strong data-count="checked-in">
								{ door.counts ? door.counts.checked_in : '–' }
							</strong>
							{ __( 'checked in', 'eventsmith' ) }
						</span>
						<span className="eventsmith-scanner__count">
							<strong data-count="sold">
								{ door.counts ? door.counts.sold : '–' }
							</strong>
							{ __( 'sold', 'eventsmith' ) }
						</span>
					</div>
					<p
						className={ `eventsmith-scanner__network${
							door.online ? '' : ' is-offline'
						}` }
						role="status"
					>
						{ status( door ) }
						{ door.waiting > 0 &&
							' ' +
								sprintf(
									/* translators: %d: number of scans. */
									_n(
										'%d scan waiting for upload.',
										'%d scans waiting for upload.',
										door.waiting,
										'eventsmith'
									),
									door.waiting
								) }
					</p>
					{ door.waiting > 0 && door.online && (
						<Button
							variant="secondary"
							size="compact"
							isBusy={ door.syncing }
							disabled={ door.syncing }
							onClick={ door.syncNow }
						>
							{ __( 'Upload now', 'eventsmith' ) }
						</Button>
					) }
				</>
			) }
			{ door.problems.map( ( problem ) => (
				<Notice
					key={ problem.client_id }
					status={
						problem.result === 'refused' ? 'error' : 'warning'
					}
					className="eventsmith-scanner__conflict"
					onRemove={ () => door.dismiss( problem.client_id ) }
				>
					<strong>
						{ problem.result === 'refused'
							? __( 'Offline scan refused', 'eventsmith' )
							: __( 'Checked in on two devices', 'eventsmith' ) }
					</strong>
					{ problem.name ? ` · ${ problem.name }` : '' }
					{ ': ' + problem.message }
				</Notice>
			) ) }
		</div>
	);
}
