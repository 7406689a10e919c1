/**
 * The scanner: the door panel (event, counters, offline state), a card with
 * the camera picture and the Start/Stop button, and the response modal.
 */
import { __ } from '@wordpress/i18n';
import {
	Button,
	Card,
	CardBody,
	CardFooter,
	Notice,
} from '@wordpress/components';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { preloadDecoder } from '../camera';
import { signal } from '../door/feedback';
import { useDoor } from '../door/use-door';
import { pickedEvent, rememberEvent } from '../door/picked-event';
import { isModalOpen } from '../state';
import type { ScannerSettings } from '../settings';
import { useScanner } from '../use-scanner';
import { CameraControls } from './camera-controls';
import { DoorPanel } from './door-panel';
import { ResultModal } from './result-modal';
import { VideoView } from './video-view';

type Props = { settings: ScannerSettings };

export function ScannerApp( { settings }: Props ) {
	const [ eventId, setEventId ] = useState( () =>
		pickedEvent( settings.eventId, settings.events )
	);
	const door = useDoor(
		useMemo(
			() => ( {
				restUrl: settings.restUrl,
				restNonce: settings.restNonce,
			} ),
			[ settings.restUrl, settings.restNonce ]
		),
		eventId
	);
	const scannerSettings = useMemo(
		() => ( { ...settings, eventId } ),
		[ settings, eventId ]
	);
	const { state, dispatch, cameraNotice, videoRef, overlayRef, cameraRef } =
		useScanner( scannerSettings, door.verifyOffline );
	const { phase, camera } = state;
	const running = camera || phase.name === 'checking';

	// The decoder is loaded while online, so scanning goes on offline.
	useEffect( () => {
		if ( settings.restUrl ) {
			preloadDecoder();
		}
	}, [ settings.restUrl ] );

	// Each result: a beep and a buzz, and fresh counters.
	const tone = phase.name === 'result' ? phase.tone : null;
	useEffect( () => {
		if ( tone ) {
			signal( tone );
			door.refreshCounts();
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once per result.
	}, [ phase ] );

	const pick = ( next: number ) => {
		rememberEvent( next );
		setEventId( next );
	};
	const needsEvent = settings.events.length > 0 && eventId === 0;

	return (
		<>
			{ settings.restUrl && (
				<DoorPanel
					door={ door }
					eventId={ eventId }
					events={ settings.events }
					onPick={ pick }
				/>
			) }
			<Card className="eventsmith-scanner__card">
				<CardBody className="eventsmith-scanner__body">
					<VideoView
						live={ camera }
						videoRef={ videoRef }
						overlayRef={ overlayRef }
					/>
				</CardBody>
				<CardFooter className="eventsmith-scanner__footer">
					<p
						className="eventsmith-scanner__status"
						aria-live="polite"
					>
						{ camera
							? __(
									'Scanning… hold the QR code inside the frame.',
									'eventsmith'
								)
							: __( 'Ready to scan.', 'eventsmith' ) }
					</p>
					<CameraControls live={ camera } cameraRef={ cameraRef } />
					<Button
						variant="primary"
						className="eventsmith-scanner__toggle"
						disabled={ needsEvent && ! running }
						onClick={ () =>
							dispatch( { type: running ? 'stop' : 'start' } )
						}
					>
						{ running
							? __( 'Stop', 'eventsmith' )
							: __( 'Start', 'eventsmith' ) }
					</Button>
				</CardFooter>
			</Card>
			{ cameraNotice && (
				<Notice
					status="warning"
					isDismissible={ false }
					className="eventsmith-scanner__notice"
				>
					{ cameraNotice }
				</Notice>
			) }
			{ isModalOpen( phase ) && (
				<ResultModal
					phase={ phase }
					attendeesUrl={ settings.attendeesUrl }
					onConfirm={ () => dispatch( { type: 'confirm' } ) }
					onReject={ () => dispatch( { type: 'reject' } ) }
					onScanAgain={ () => dispatch( { type: 'scan-again' } ) }
					onCancel={ () => dispatch( { type: 'cancel' } ) }
				/>
			) }
		</>
	);
}
